import type { UserAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { CompanyDetails, CompanyFormOnUse, serverMessage, useCompany, useCreateCompany } from '../../company';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { focusFirstMessage, issueMessages, withoutMessage, type FormMessages } from '../../../lib/plain-form';
import { resourceKeys } from '../../../lib/query-keys';
import { useUpdateUser } from '../api/update-user';
import { failureText, recruiterFormValues } from '../lib/recruiter-profile-form';
import type { RecruiterProfileValues } from '../lib/recruiter-profile-form';
import { PhotoPicker } from './photo-picker';
import { SuccessNote } from './success-note';

// A plain form with the contract's rules loaded when the page is idle or a field gets focus (lib/deferred-schema.ts):
// zod and react-hook-form were about a sixth of /orgprofile's first load. A save before the rules arrive waits for them.
const rules = deferredSchema(lazyModule(() => import('../lib/recruiter-profile-validation')), (loaded) => loaded.RecruiterProfileSchema);

const FIELDS: readonly (keyof RecruiterProfileValues)[] = ['name', 'phone_number', 'address'];

/** The recruiter's /orgprofile header: also shown, without its button, while the record loads (routes/org-profile.tsx). */
export const RECRUITER_PROFILE_HEADER = { title: 'Profile', description: 'Your details as candidates and your team see them.' } as const;

/** /orgprofile for a recruiter: photo, name, email (read-only), phone, address, company (read-only); edit mode. */
export function RecruiterProfile({ record }: { record: UserAnswer }) {
  const [editing, setEditing] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clearSuccess = useCallback(() => setSuccess(null), []);
  const company = useCompany(record.company);
  const updateUser = useUpdateUser(record.id);
  const createCompany = useCreateCompany(record.id);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormMessages>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The fields start from the record, and start again from it when it changes (a save) or editing is cancelled.
  const values = recruiterFormValues(record);
  const [resets, setResets] = useState(0);
  const formKey = [resets, values.name, values.phone_number, values.address].join('\n');
  usePreloadWhenIdle(rules);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setFailure(null);
    setSubmitting(true);
    try {
      const parsed = await rules.safeParse(Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])));
      if (!parsed) {
        setFailure(UI_MESSAGES.common.rulesNotLoaded);
        return;
      }
      if (!parsed.success) {
        const found = issueMessages(parsed.error.issues);
        setErrors(found);
        focusFirstMessage(form, found);
        return;
      }
      setErrors({});
      try {
        await updateUser.mutateAsync({ fields: parsed.data });
        setSuccess(UI_MESSAGES.orgProfile.profileUpdatedSuccessfully);
        setEditing(false);
      } catch (error) {
        setFailure(failureText(UI_MESSAGES.orgProfile.failedToUpdateProfile, serverMessage(error), UI_MESSAGES.orgProfile.unknownError));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        {...RECRUITER_PROFILE_HEADER}
        actions={
          <Button
            variant={editing ? 'outline' : 'primary'}
            aria-pressed={editing}
            onClick={() => {
              if (editing) {
                setResets((count) => count + 1);
                setErrors({});
              }
              setFailure(null);
              setEditing(!editing);
            }}
          >
            {editing ? 'Cancel editing' : 'Edit Profile'}
          </Button>
        }
      />
      <SuccessNote message={success} onDone={clearSuccess} />
      <FormAlert>{failure}</FormAlert>
      <Card className="space-y-6">
        <PhotoPicker
          src={record.profile_picture}
          name={record.name}
          busy={updateUser.isPending && !editing}
          onPicked={(picture) =>
            updateUser.mutate(
              { fields: {}, picture },
              {
                onSuccess: () => toast.success(UI_MESSAGES.common.profileImageUpdated),
                onError: () => toast.error(UI_MESSAGES.common.failedToUploadImage),
              },
            )
          }
        />
        <form
          key={formKey}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={rules.preload}
          onChange={(event) => {
            // A message goes as soon as the person changes what it is about.
            const edited = event.target;
            if (edited instanceof HTMLInputElement) setErrors((current) => withoutMessage(current, edited.name));
          }}
          className="space-y-4"
        >
          <fieldset disabled={!editing} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Personal details</legend>
            <Field label="Name" required error={errors.name}>
              {(field) => <Input {...field} name="name" defaultValue={values.name} autoComplete="name" />}
            </Field>
            <Field label="Email" hint="Your sign-in email cannot be changed here">
              {(field) => <Input {...field} value={record.email} readOnly disabled type="email" />}
            </Field>
            <Field label="Phone" error={errors.phone_number}>
              {(field) => <Input {...field} name="phone_number" defaultValue={values.phone_number} type="tel" autoComplete="tel" />}
            </Field>
            <Field label="Company Name">
              {(field) => <Input {...field} value={company.data?.name ?? (record.company ? '' : 'No company yet')} readOnly disabled />}
            </Field>
            <Field label="Address" error={errors.address} className="sm:col-span-2">
              {(field) => <Input {...field} name="address" defaultValue={values.address} autoComplete="street-address" />}
            </Field>
          </fieldset>
          {editing && (
            <div className="flex justify-end">
              <Button type="submit" isPending={isSubmitting} pendingText="Saving…">
                Save Changes
              </Button>
            </div>
          )}
        </form>
      </Card>
      {record.company !== null && <CompanyDetails companyId={record.company} />}
      {editing && record.company === null && (
        <Card aria-labelledby="add-company-title" className="space-y-4">
          <CardTitle id="add-company-title">Add New Company</CardTitle>
          <CompanyFormOnUse
            short
            submitLabel="Add Company"
            onSave={async (newCompany) => {
              setFailure(null);
              await createCompany.mutateAsync(newCompany);
              await queryClient.invalidateQueries({ queryKey: resourceKeys.user(record.id) });
              setSuccess(UI_MESSAGES.orgProfile.companyAddedAndProfileUpdated);
            }}
            failureMessage={(words) =>
              failureText(UI_MESSAGES.orgProfile.failedToAddCompanyOrUpdateProfile, words, UI_MESSAGES.orgProfile.unknownError)
            }
          />
        </Card>
      )}
    </div>
  );
}
