import { zodResolver } from '@hookform/resolvers/zod';
import type { UserAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { CompanyDetails, CompanyForm, serverMessage, useCompany, useCreateCompany } from '../../company';
import { resourceKeys } from '../../../lib/query-keys';
import { useUpdateUser } from '../api/update-user';
import { RecruiterProfileSchema, failureText, recruiterFormValues } from '../lib/recruiter-profile-form';
import type { RecruiterProfileValues } from '../lib/recruiter-profile-form';
import { PhotoPicker } from './photo-picker';
import { SuccessNote } from './success-note';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RecruiterProfileValues>({
    resolver: zodResolver(RecruiterProfileSchema),
    values: recruiterFormValues(record),
  });

  const onSubmit = async (values: RecruiterProfileValues) => {
    setFailure(null);
    try {
      await updateUser.mutateAsync({ fields: values });
      setSuccess(UI_MESSAGES.orgProfile.profileUpdatedSuccessfully);
      setEditing(false);
    } catch (error) {
      setFailure(failureText(UI_MESSAGES.orgProfile.failedToUpdateProfile, serverMessage(error), UI_MESSAGES.orgProfile.unknownError));
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Profile"
        description="Your details as candidates and your team see them."
        actions={
          <Button
            variant={editing ? 'outline' : 'primary'}
            aria-pressed={editing}
            onClick={() => {
              if (editing) reset(recruiterFormValues(record));
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
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <fieldset disabled={!editing} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Personal details</legend>
            <Field label="Name" required error={errors.name?.message}>
              {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
            </Field>
            <Field label="Email" hint="Your sign-in email cannot be changed here">
              {(field) => <Input {...field} value={record.email} readOnly disabled type="email" />}
            </Field>
            <Field label="Phone" error={errors.phone_number?.message}>
              {(field) => <Input {...field} {...register('phone_number')} type="tel" autoComplete="tel" />}
            </Field>
            <Field label="Company Name">
              {(field) => <Input {...field} value={company.data?.name ?? (record.company ? '' : 'No company yet')} readOnly disabled />}
            </Field>
            <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
              {(field) => <Input {...field} {...register('address')} autoComplete="street-address" />}
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
          <CompanyForm
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
