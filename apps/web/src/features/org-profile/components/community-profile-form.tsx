import { zodResolver } from '@hookform/resolvers/zod';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { placeServerErrors } from '../../company';
import { useSaveSmallbizProfile } from '../api/smallbiz-profile';
import { useUpdateUser } from '../api/update-user';
import {
  COMMUNITY_FORM_FIELDS,
  CommunityProfileSchema,
  communityFormValues,
  splitCommunityProfile,
} from '../lib/community-profile-form';
import type { CommunityProfileData, CommunityProfileValues } from '../lib/community-profile-form';
import { PhotoPicker } from './photo-picker';

/** The page's kinder wording of the contract's postcode message (which stays on the API). */
const POSTCODE_HINT = 'Enter a postcode such as B5 6DY or D02 X285 (or a numeric zip code).';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
const EMPLOYEE_OPTIONS = EMPLOYEE_COUNTS.map((value) => ({ value, label: EMPLOYEE_COUNT_LABELS[value] }));
const YEARS_OPTIONS = YEARS_OPERATING.map((value) => ({ value, label: YEARS_OPERATING_LABELS[value] }));

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommunityProfileValues, unknown, CommunityProfileData>({
    // Typed by hand on purpose: zodResolver types a form by the schema's input (the API's shape: numbers, nulls), but
    // the form holds what its inputs hold (text); those values are a subset of what the schema accepts, so this cast
    // states the form's real types and changes no check (the same rules and messages as the server).
    resolver: zodResolver(CommunityProfileSchema) as unknown as Resolver<CommunityProfileValues, unknown, CommunityProfileData>,
    defaultValues: communityFormValues(user, company, profile),
  });

  const onSubmit = async (data: CommunityProfileData) => {
    const changes = splitCommunityProfile(data);
    try {
      await updateUser.mutateAsync({ fields: changes.user, picture: photo ?? undefined });
      setPhoto(null);
      await saveProfile.mutateAsync({ companyId: company.id, exists: profile !== null, values: changes.profile });
      toast.success(UI_MESSAGES.orgProfile.allChangesSaved);
      await navigate('/orghome');
    } catch (error) {
      placeServerErrors<CommunityProfileValues>(error, COMMUNITY_FORM_FIELDS, setError);
      toast.error(UI_MESSAGES.orgProfile.failedToSaveChanges);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6 pb-24">
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
          <Field label="Industry" error={errors.industry?.message}>
            {(field) => <Select {...field} {...register('industry')} placeholder="Select an industry" options={INDUSTRY_OPTIONS} />}
          </Field>
        </div>
      </Card>

      <Card className="space-y-4">
        <CardTitle>Personal Information</CardTitle>
        <PhotoPicker src={user.profile_picture} name={user.name} pending={photo} onPicked={setPhoto} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message}>
            {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
          </Field>
          <Field label="Email">
            {(field) => <Input {...field} value={user.email} type="email" readOnly disabled />}
          </Field>
          <Field label="Contact Number" error={errors.phone_number?.message}>
            {(field) => <Input {...field} {...register('phone_number')} type="tel" autoComplete="tel" />}
          </Field>
          <Field label="Street" error={errors.street?.message}>
            {(field) => <Input {...field} {...register('street')} autoComplete="address-line1" />}
          </Field>
          <Field label="Town or city" error={errors.city?.message}>
            {(field) => <Input {...field} {...register('city')} autoComplete="address-level2" />}
          </Field>
          <Field label="County or region" error={errors.state?.message}>
            {(field) => <Input {...field} {...register('state')} autoComplete="address-level1" />}
          </Field>
          {/* UK and Irish postcodes have letters: a text keyboard, and the contract's message said as it applies here. */}
          <Field label="Postcode" error={errors.zip?.message === POSTCODE_MESSAGE ? POSTCODE_HINT : errors.zip?.message}>
            {(field) => <Input {...field} {...register('zip')} autoComplete="postal-code" />}
          </Field>
          <Field label="Country" error={errors.country?.message}>
            {(field) => <Input {...field} {...register('country')} autoComplete="country-name" />}
          </Field>
        </div>
      </Card>

      <Card className="space-y-4">
        <CardTitle>Company Overview</CardTitle>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Number of Employees" error={errors.employee_count?.message}>
            {(field) => <Select {...field} {...register('employee_count')} placeholder="Select a size" options={EMPLOYEE_OPTIONS} />}
          </Field>
          <Field label="Years Operating" error={errors.years_operating?.message}>
            {(field) => <Select {...field} {...register('years_operating')} placeholder="Select how long" options={YEARS_OPTIONS} />}
          </Field>
        </div>
        <Field label="Problems Facing" error={errors.problems_facing?.message} hint="What would help your organisation most?">
          {(field) => <Textarea {...field} {...register('problems_facing')} rows={4} />}
        </Field>
        <Field label="Volunteer Roles" error={errors.volunteer_roles?.message} hint="Roles volunteers could take on">
          {(field) => <Textarea {...field} {...register('volunteer_roles')} rows={4} />}
        </Field>
        <CheckboxField label="Seeking volunteers" {...register('seeking_volunteers')} />
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
