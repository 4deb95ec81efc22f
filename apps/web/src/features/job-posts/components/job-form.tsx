import {
  JOB_TYPES,
  JOB_TYPE_LABELS,
  SALARY_CURRENCIES,
  SALARY_CURRENCY_LABELS,
  SALARY_PERIODS,
  SALARY_PERIOD_LABELS,
  UI_MESSAGES,
  currencyForCountry,
  isUnpaidJobType,
} from '@tandem/contract';
import type { JobValues } from '@tandem/contract';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field, FormAlert, RequiredNote } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PlaceSelects } from '../../../components/ui/place-selects';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import { placeServerErrors } from '../../company';
import { JOB_FORM_FIELDS } from '../lib/job-form';
import type { JobFormValues } from '../lib/job-form';
import { GenderCodedHint } from './gender-coded-hint';
import { SkillsInput } from './skills-input';

// zod and JobInput load after the first screen (lib/deferred-resolver.ts), when the page is idle or a field gets
// focus; a submit before then waits for them.
const rules = lazyModule(() => import('../lib/job-validation'));

const JOB_TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));
const CURRENCY_OPTIONS = SALARY_CURRENCIES.map((code) => ({ value: code, label: SALARY_CURRENCY_LABELS[code] }));
const PERIOD_OPTIONS = SALARY_PERIODS.map((period) => ({ value: period, label: SALARY_PERIOD_LABELS[period] }));

interface JobFormProps {
  initialValues: JobFormValues;
  /** The user's company, shown and never edited (docs/product.md section 5). */
  companyName: string;
  isEditing: boolean;
  /** Saves the job; a thrown ApiError's field messages appear under their fields. */
  onSave: (values: JobValues) => Promise<void>;
  /** Editing: back to /myjobs. Creating: the form is cleared first. */
  onCancel: () => void;
  disabled?: boolean;
  /** PAY_RANGE_REQUIRED (GET /api/job-settings/): a paid job gives a minimum and a maximum, as the server asks. */
  payRangeRequired?: boolean;
}


/** One form to post a job or edit one (prefilled), checked by the contract's JobInput. */
export function JobForm({ initialValues, companyName, isEditing, onSave, onCancel, disabled, payRangeRequired = true }: JobFormProps) {
  // JobInput with the deployment's pay-range rule: the same check and messages as the route (docs/product.md section C20).
  const validation = useMemo(
    () => deferredResolver(rules, (loaded) => loaded.jobResolver(payRangeRequired), UI_MESSAGES.common.rulesNotLoaded),
    [payRangeRequired],
  );
  usePreloadWhenIdle(validation);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<JobFormValues, unknown, JobValues>({
    resolver: validation.resolver,
    defaultValues: initialValues,
  });
  const [title, description, country, state, city, jobType] = useWatch({
    control,
    name: ['title', 'description', 'country', 'state', 'city', 'job_type'],
  });
  // Volunteering is unpaid: its salary fields are not shown (and the contract drops any salary sent with it).
  const unpaid = isUnpaidJobType(jobType);

  const onSubmit = async (values: JobValues) => {
    try {
      await onSave(values);
    } catch (error) {
      const { rest } = placeServerErrors<JobFormValues>(error, JOB_FORM_FIELDS, setError);
      toast.error(UI_MESSAGES.jobPost.failedToPostOrUpdateJob, rest || undefined);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-6">
      <RequiredNote />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <fieldset disabled={disabled} className="space-y-6">
        <Card className="space-y-4">
          <CardTitle>Job details</CardTitle>
          <Field label="Job Title" required error={errors.title?.message}>
            {(field) => <Input {...field} {...register('title')} required />}
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Company Name" hint="From your company details">
              {(field) => <Input {...field} value={companyName} disabled readOnly />}
            </Field>
            <Field label="Department" error={errors.department?.message}>
              {(field) => <Input {...field} {...register('department')} placeholder="e.g. Engineering" />}
            </Field>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Job Type" error={errors.job_type?.message}>
              {(field) => <Select {...field} {...register('job_type')} options={JOB_TYPE_OPTIONS} />}
            </Field>
            <Field label="Closing Date" error={errors.closes_on?.message} hint="The last day it takes applications; leave empty for none">
              {(field) => <Input {...field} {...register('closes_on')} type="date" />}
            </Field>
          </div>
          <Field label="Description" required error={errors.description?.message}>
            {(field) => <Textarea {...field} {...register('description')} rows={6} required />}
          </Field>
          <GenderCodedHint title={title ?? ''} description={description ?? ''} />
          <Controller
            control={control}
            name="keywords"
            render={({ field }) => (
              <SkillsInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                description={description ?? ''}
                error={errors.keywords?.message}
              />
            )}
          />
        </Card>

        <Card className="space-y-4">
          <CardTitle>{unpaid ? 'Location' : 'Salary and location'}</CardTitle>
          {!unpaid && <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Salary Min" required={payRangeRequired} error={errors.salary_min?.message}>
              {(field) => <Input {...field} {...register('salary_min')} type="number" min={0} step={1} inputMode="numeric" />}
            </Field>
            <Field label="Salary Max" required={payRangeRequired} error={errors.salary_max?.message}>
              {(field) => <Input {...field} {...register('salary_max')} type="number" min={0} step={1} inputMode="numeric" />}
            </Field>
            <Field label="Currency" error={errors.salary_currency?.message}>
              {(field) => <Select {...field} {...register('salary_currency')} options={CURRENCY_OPTIONS} />}
            </Field>
            <Field label="Paid" error={errors.salary_period?.message}>
              {(field) => <Select {...field} {...register('salary_period')} options={PERIOD_OPTIONS} />}
            </Field>
          </div>}
          <PlaceSelects
            required
            value={{ country: country ?? '', state: state ?? '', city: city ?? '' }}
            onChange={(place) => {
              const options = { shouldDirty: true, shouldValidate: isSubmitted };
              setValue('country', place.country, options);
              setValue('state', place.state, options);
              setValue('city', place.city, options);
              // Euros for a job in Ireland, pounds elsewhere, until the poster picks a currency themselves.
              if (!getFieldState('salary_currency').isDirty)
                setValue('salary_currency', currencyForCountry(place.country), { shouldValidate: isSubmitted });
            }}
            errors={{ country: errors.country?.message, state: errors.state?.message, city: errors.city?.message }}
          />
          <CheckboxField label="Remote" hint="Candidates can work from anywhere" {...register('is_remote')} />
        </Card>

        <Card className="space-y-4">
          <CardTitle>Requirements and benefits</CardTitle>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Years of Experience" required error={errors.years_of_experience?.message}>
              {(field) => (
                <Input {...field} {...register('years_of_experience')} type="number" min={0} step={1} inputMode="numeric" required />
              )}
            </Field>
            <Field label="Degree Requirements" error={errors.degree_requirements?.message}>
              {(field) => <Input {...field} {...register('degree_requirements')} placeholder="e.g. Bachelor's degree" />}
            </Field>
          </div>
          <Field label="Benefits and Perks" error={errors.benefits_and_perks?.message} hint="Separate them with commas">
            {(field) => <Input {...field} {...register('benefits_and_perks')} placeholder="e.g. Pension, Flexible hours" />}
          </Field>
          <CheckboxField label="Visa Sponsorship" hint="You can sponsor a work visa" {...register('visa_sponsor')} />
        </Card>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          disabled={isSubmitting}
          onClick={() => {
            if (!isEditing) reset(initialValues);
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} pendingText={isEditing ? 'Updating…' : 'Posting…'} disabled={disabled}>
          {isEditing ? 'Update Job' : 'Post Job'}
        </Button>
      </div>
    </form>
  );
}
