import type { ResourceAnswer } from '@tandem/contract';
import { useSaveResource } from '../api/resources';
import { RESOURCE_FORM } from '../lib/resource-form';
import type { ResourceFormValues } from '../lib/resource-form';
import { TextField } from './record-fields';
import type { RecordFormFields } from './record-fields';
import { RecordFormDialog } from './record-form-dialog';
import type { RecordDialogProps } from './record-form-dialog';

/** What kind of resource, by whom, from when and where it is; then its tags, across the form. */
function ResourceDetails({ form }: { form: RecordFormFields<ResourceFormValues> }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField form={form} name="resource_type" label="Resource type" hint="e.g. Guide, Toolkit, Video" />
        <TextField form={form} name="author" label="Author" />
        <TextField form={form} name="published_date" label="Published" hint="Today when empty" type="date" />
        <TextField form={form} name="url" label="Link" type="url" inputMode="url" placeholder="https://" />
      </div>
      <TextField form={form} name="tags" label="Tags" hint="Separate them with commas" />
    </>
  );
}

const RESOURCE_FLAGS = [{ name: 'is_free', label: 'Free', hint: 'Anyone can use it at no cost' }] as const;

/** Create or edit one of the organisation's resources, checked by the contract's ResourceInput. */
export function ResourceFormDialog(props: RecordDialogProps<ResourceAnswer>) {
  const saveResource = useSaveResource();
  return <RecordFormDialog {...props} noun="resource" form={RESOURCE_FORM} save={saveResource.mutateAsync} details={ResourceDetails} flags={RESOURCE_FLAGS} />;
}
