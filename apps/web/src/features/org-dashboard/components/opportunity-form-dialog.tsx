import { TIME_COMMITMENTS, TIME_COMMITMENT_LABELS, VOLUNTEER_CATEGORIES } from '@tandem/contract';
import type { VolunteerOpportunityAnswer, VolunteerOpportunityInput } from '@tandem/contract';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveOpportunity } from '../api/opportunities';
import {
  EMPTY_OPPORTUNITY_FORM,
  OPPORTUNITY_FORM_FIELDS,
  OpportunityFormSchema,
  opportunityToFormValues,
} from '../lib/opportunity-form';
import type { OpportunityFormValues } from '../lib/opportunity-form';
import { useRecordForm } from '../hooks/use-record-form';
import { FormDialog } from './form-dialog';

const CATEGORY_OPTIONS = VOLUNTEER_CATEGORIES.map((category) => ({ value: category, label: category }));
const COMMITMENT_OPTIONS = TIME_COMMITMENTS.map((value) => ({ value, label: TIME_COMMITMENT_LABELS[value] }));

interface OpportunityFormDialogProps {
  target: VolunteerOpportunityAnswer | 'new' | null;
  onClose: () => void;
}

export function OpportunityFormDialog({ target, onClose }: OpportunityFormDialogProps) {
  if (target === null) return null;
  return <OpportunityForm key={target === 'new' ? 'new' : target.id} item={target === 'new' ? undefined : target} onClose={onClose} />;
}

/** Create or edit one of the organisation's volunteer roles, checked by the contract's schema. */
function OpportunityForm({ item, onClose }: { item: VolunteerOpportunityAnswer | undefined; onClose: () => void }) {
  const saveOpportunity = useSaveOpportunity();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useRecordForm<OpportunityFormValues, VolunteerOpportunityInput>({
    schema: OpportunityFormSchema,
    defaultValues: item ? opportunityToFormValues(item) : EMPTY_OPPORTUNITY_FORM,
    fields: OPPORTUNITY_FORM_FIELDS,
    what: 'Volunteer role',
    save: (values) => saveOpportunity.mutateAsync({ id: item?.id, values }),
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={item ? 'Edit volunteer role' : 'New volunteer role'}
      submitLabel={item ? 'Save role' : 'Create role'}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      alert={errors.root?.server?.message}
    >
      <Field label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} required />}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          {(field) => <Select {...field} {...register('category')} placeholder="Select a category" options={CATEGORY_OPTIONS} required />}
        </Field>
        <Field label="Time commitment" error={errors.time_commitment?.message}>
          {(field) => <Select {...field} {...register('time_commitment')} options={COMMITMENT_OPTIONS} />}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(field) => <Input {...field} {...register('city')} />}
        </Field>
        <Field label="Country" error={errors.country?.message}>
          {(field) => <Input {...field} {...register('country')} />}
        </Field>
        <Field label="Start date" error={errors.start_date?.message}>
          {(field) => <Input {...field} {...register('start_date')} type="date" />}
        </Field>
        <Field label="Skills wanted" error={errors.keywords?.message} hint="Separate them with commas">
          {(field) => <Input {...field} {...register('keywords')} />}
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} rows={4} />}
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <CheckboxField label="Remote" {...register('is_remote')} />
        <CheckboxField label="Active" hint="Shown to candidates" {...register('is_active')} />
      </div>
    </FormDialog>
  );
}
