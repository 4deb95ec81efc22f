import { TIME_COMMITMENTS, TIME_COMMITMENT_LABELS, VOLUNTEER_CATEGORIES } from '@tandem/contract';
import type { VolunteerOpportunityAnswer } from '@tandem/contract';
import { Select } from '../../../components/ui/select';
import { useSaveOpportunity } from '../api/opportunities';
import { OPPORTUNITY_FORM } from '../lib/opportunity-form';
import type { OpportunityFormValues } from '../lib/opportunity-form';
import { RecordField, TextField } from './record-fields';
import type { RecordFormFields } from './record-fields';
import { RecordFormDialog } from './record-form-dialog';
import type { RecordDialogProps } from './record-form-dialog';

const CATEGORY_OPTIONS = VOLUNTEER_CATEGORIES.map((category) => ({ value: category, label: category }));
const COMMITMENT_OPTIONS = TIME_COMMITMENTS.map((value) => ({ value, label: TIME_COMMITMENT_LABELS[value] }));

/** What kind of help, how often, where and from when. */
function OpportunityDetails({ form }: { form: RecordFormFields<OpportunityFormValues> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <RecordField form={form} name="category" label="Category" required>
        {(control) => <Select {...control} placeholder="Select a category" options={CATEGORY_OPTIONS} />}
      </RecordField>
      <RecordField form={form} name="time_commitment" label="Time commitment">
        {(control) => <Select {...control} options={COMMITMENT_OPTIONS} />}
      </RecordField>
      <TextField form={form} name="city" label="Town or city" />
      <TextField form={form} name="country" label="Country" />
      <TextField form={form} name="start_date" label="Start date" type="date" />
      <TextField form={form} name="keywords" label="Skills wanted" hint="Separate them with commas" />
    </div>
  );
}

const OPPORTUNITY_FLAGS = [
  { name: 'is_remote', label: 'Remote' },
  { name: 'is_active', label: 'Active', hint: 'Shown to candidates' },
] as const;

/** Create or edit one of the organisation's volunteer roles, checked by the contract's schema. */
export function OpportunityFormDialog(props: RecordDialogProps<VolunteerOpportunityAnswer>) {
  const saveOpportunity = useSaveOpportunity();
  return (
    <RecordFormDialog
      {...props}
      noun="volunteer role"
      buttonNoun="role"
      form={OPPORTUNITY_FORM}
      save={saveOpportunity.mutateAsync}
      details={OpportunityDetails}
      flags={OPPORTUNITY_FLAGS}
    />
  );
}
