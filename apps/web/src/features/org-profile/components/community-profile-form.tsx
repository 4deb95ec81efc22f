import {
  EMPLOYEE_COUNTS,
  EMPLOYEE_COUNT_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  POSTCODE_MESSAGE,
  UI_MESSAGES,
  YEARS_OPERATING,
  YEARS_OPERATING_LABELS,
} from '@tandem/contract';
import type { CompanyAnswer, SmallbizProfileAnswer, UserAnswer } from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { apiFieldMessages, focusFirstMessage, issueMessages, withoutMessage, type FormMessages } from '../../../lib/plain-form';
import { useSaveSmallbizProfile } from '../api/smallbiz-profile';
import { useUpdateUser } from '../api/update-user';
import { COMMUNITY_FORM_FIELDS, communityFormValues, splitCommunityProfile } from '../lib/community-profile-form';
import type { CommunityProfileValues } from '../lib/community-profile-form';
import type { CommunityProfileData } from '../lib/community-profile-validation';
import { PhotoPicker } from './photo-picker';

/** The page's kinder wording of the contract's postcode message (which stays on the API). */
const POSTCODE_HINT = 'Enter a postcode such as B5 6DY or D02 X285 (or a numeric zip code).';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
const EMPLOYEE_OPTIONS = EMPLOYEE_COUNTS.map((value) => ({ value, label: EMPLOYEE_COUNT_LABELS[value] }));
const YEARS_OPTIONS = YEARS_OPERATING.map((value) => ({ value, label: YEARS_OPERATING_LABELS[value] }));

// A plain form with the contract's rules loaded when the page is idle or a field gets focus (lib/deferred-schema.ts):
// zod and react-hook-form were about a sixth of /orgprofile's first load. A save before the rules arrive waits for them.
const rules = deferredSchema(lazyModule(() => import('../lib/community-profile-validation')), (loaded) => loaded.CommunityProfileSchema);

/** What the form holds: its fields as typed, the rest (the website, shown read-only) as it started. */
function typedValues(form: HTMLFormElement, start: CommunityProfileValues): CommunityProfileValues {
  const data = new FormData(form);
  const text = (field: keyof CommunityProfileValues) => String(data.get(field) ?? '');
  return {
    ...start,
    name: text('name'),
    phone_number: text('phone_number'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    industry: text('industry'),
    employee_count: text('employee_count'),
    years_operating: text('years_operating'),
    seeking_volunteers: data.has('seeking_volunteers'),
    problems_facing: text('problems_facing'),
    volunteer_roles: text('volunteer_roles'),
  };
}

interface CommunityProfileFormProps {
  user: UserAnswer;
  company: CompanyAnswer;
  profile: SmallbizProfileAnswer | null;
}

/**
 * /orgprofile for small businesses and nonprofits: company, personal info and company overview in one form with
 * a floating Save Changes. On success it says so and goes to /orghome; on failure it says so and stays, so
 * nothing typed is lost (docs/product.md navigated away either way: see docs/decisions.md).
 */
export function CommunityProfileForm({ user, company, profile }: CommunityProfileFormProps) {
  const [photo, setPhoto] = useState<Blob | null>(null);
  const updateUser = useUpdateUser(user.id);
  const saveProfile = useSaveSmallbizProfile();
  const toast = useToast();
  const navigate = useNavigate();
  const [start] = useState(() => communityFormValues(user, company, profile));
  const [errors, setErrors] = useState<FormMessages>({});
  const [isSubmitting, setSubmitting] = useState(false);
  usePreloadWhenIdle(rules);

  const save = async (data: CommunityProfileData, form: HTMLFormElement) => {
    const changes = splitCommunityProfile(data);
    try {
      await updateUser.mutateAsync({ fields: changes.user, picture: photo ?? undefined });
      setPhoto(null);
      await saveProfile.mutateAsync({ companyId: company.id, exists: profile !== null, values: changes.profile });
      toast.success(UI_MESSAGES.orgProfile.allChangesSaved);
      await navigate('/orghome');
    } catch (error) {
      // The server's messages for the form's fields go under them; the toast says the rest.
      const placed = withoutMessage(apiFieldMessages(error, COMMUNITY_FORM_FIELDS) ?? {}, 'form');
      setErrors(placed);
      focusFirstMessage(form, placed);
      toast.error(UI_MESSAGES.orgProfile.failedToSaveChanges);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const parsed = await rules.safeParse(typedValues(form, start));
      if (!parsed) {
        toast.error(UI_MESSAGES.orgProfile.failedToSaveChanges, UI_MESSAGES.common.rulesNotLoaded);
        return;
      }
      if (!parsed.success) {
        const found = issueMessages(parsed.error.issues);
        setErrors(found);
        focusFirstMessage(form, found);
        return;
      }
      setErrors({});
      await save(parsed.data, form);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={rules.preload}
      onChange={(event) => {
        // A message goes as soon as the person changes what it is about.
        const edited = event.target;
        if (edited instanceof HTMLInputElement || edited instanceof HTMLSelectElement || edited instanceof HTMLTextAreaElement) {
          setErrors((current) => withoutMessage(current, edited.name));
        }
      }}
      className="space-y-6 pb-24"
    >
      <Card className="space-y-4">
        <CardTitle>Company</CardTitle>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Company Name" hint="Set when the company was added">
            {(field) => <Input {...field} value={company.name} readOnly disabled />}
          </Field>
          {/* Edited in one place, Company details above (issue 30): two boxes for one website disagreed. */}
          <Field label="Website" hint="Change it with Edit company above">
            {(field) => <Input {...field} value={company.website} readOnly disabled />}
          </Field>
          <Field label="Industry" error={errors.industry}>
            {(field) => <Select {...field} name="industry" defaultValue={start.industry} placeholder="Select an industry" options={INDUSTRY_OPTIONS} />}
          </Field>
        </div>
      </Card>

      <Card className="space-y-4">
        <CardTitle>Personal Information</CardTitle>
        <PhotoPicker src={user.profile_picture} name={user.name} pending={photo} onPicked={setPhoto} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name}>
            {(field) => <Input {...field} name="name" defaultValue={start.name} autoComplete="name" />}
          </Field>
          <Field label="Email">
            {(field) => <Input {...field} value={user.email} type="email" readOnly disabled />}
          </Field>
          <Field label="Contact Number" error={errors.phone_number}>
            {(field) => <Input {...field} name="phone_number" defaultValue={start.phone_number} type="tel" autoComplete="tel" />}
          </Field>
          <Field label="Street" error={errors.street}>
            {(field) => <Input {...field} name="street" defaultValue={start.street} autoComplete="address-line1" />}
          </Field>
          <Field label="Town or city" error={errors.city}>
            {(field) => <Input {...field} name="city" defaultValue={start.city} autoComplete="address-level2" />}
          </Field>
          <Field label="County or region" error={errors.state}>
            {(field) => <Input {...field} name="state" defaultValue={start.state} autoComplete="address-level1" />}
          </Field>
          {/* UK and Irish postcodes have letters: a text keyboard, and the contract's message said as it applies here. */}
          <Field label="Postcode" error={errors.zip === POSTCODE_MESSAGE ? POSTCODE_HINT : errors.zip}>
            {(field) => <Input {...field} name="zip" defaultValue={start.zip} autoComplete="postal-code" />}
          </Field>
          <Field label="Country" error={errors.country}>
            {(field) => <Input {...field} name="country" defaultValue={start.country} autoComplete="country-name" />}
          </Field>
        </div>
      </Card>

      <Card className="space-y-4">
        <CardTitle>Company Overview</CardTitle>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Number of Employees" error={errors.employee_count}>
            {(field) => <Select {...field} name="employee_count" defaultValue={start.employee_count} placeholder="Select a size" options={EMPLOYEE_OPTIONS} />}
          </Field>
          <Field label="Years Operating" error={errors.years_operating}>
            {(field) => <Select {...field} name="years_operating" defaultValue={start.years_operating} placeholder="Select how long" options={YEARS_OPTIONS} />}
          </Field>
        </div>
        <Field label="Problems Facing" error={errors.problems_facing} hint="What would help your organisation most?">
          {(field) => <Textarea {...field} name="problems_facing" defaultValue={start.problems_facing} rows={4} />}
        </Field>
        <Field label="Volunteer Roles" error={errors.volunteer_roles} hint="Roles volunteers could take on">
          {(field) => <Textarea {...field} name="volunteer_roles" defaultValue={start.volunteer_roles} rows={4} />}
        </Field>
        <CheckboxField label="Seeking volunteers" name="seeking_volunteers" defaultChecked={start.seeking_volunteers} />
      </Card>

      {/* Floating, but only over the form: sticky in it rather than fixed to the screen, so at 375 px it no longer
          covers the company details and reply record above the form. */}
      <div className="sticky bottom-4 z-30 flex justify-end sm:bottom-8">
        <Button type="submit" size="lg" className="shadow-lg" isPending={isSubmitting} pendingText="Saving…">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
