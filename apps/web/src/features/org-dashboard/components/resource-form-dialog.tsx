import type { ResourceAnswer, ResourceInput } from '@tandem/contract';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveResource } from '../api/resources';
import { EMPTY_RESOURCE_FORM, RESOURCE_FORM_FIELDS, ResourceFormSchema, resourceToFormValues } from '../lib/resource-form';
import type { ResourceFormValues } from '../lib/resource-form';
import { useRecordForm } from '../hooks/use-record-form';
import { FormDialog } from './form-dialog';

interface ResourceFormDialogProps {
  target: ResourceAnswer | 'new' | null;
  onClose: () => void;
}

export function ResourceFormDialog({ target, onClose }: ResourceFormDialogProps) {
  if (target === null) return null;
  return (
    <ResourceForm key={target === 'new' ? 'new' : target.id} resource={target === 'new' ? undefined : target} onClose={onClose} />
  );
}

/** Create or edit one of the organisation's resources, checked by the contract's ResourceInput. */
function ResourceForm({ resource, onClose }: { resource: ResourceAnswer | undefined; onClose: () => void }) {
  const saveResource = useSaveResource();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useRecordForm<ResourceFormValues, ResourceInput>({
    schema: ResourceFormSchema,
    defaultValues: resource ? resourceToFormValues(resource) : EMPTY_RESOURCE_FORM,
    fields: RESOURCE_FORM_FIELDS,
    what: 'Resource',
    save: (values) => saveResource.mutateAsync({ id: resource?.id, values }),
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={resource ? 'Edit resource' : 'New resource'}
      submitLabel={resource ? 'Save resource' : 'Create resource'}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      alert={errors.root?.server?.message}
    >
      <Field label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} required />}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Resource type" error={errors.resource_type?.message} hint="e.g. Guide, Toolkit, Video">
          {(field) => <Input {...field} {...register('resource_type')} />}
        </Field>
        <Field label="Author" error={errors.author?.message}>
          {(field) => <Input {...field} {...register('author')} />}
        </Field>
        <Field label="Published" error={errors.published_date?.message} hint="Today when empty">
          {(field) => <Input {...field} {...register('published_date')} type="date" />}
        </Field>
        <Field label="Link" error={errors.url?.message}>
          {(field) => <Input {...field} {...register('url')} type="url" inputMode="url" placeholder="https://" />}
        </Field>
      </div>
      <Field label="Tags" error={errors.tags?.message} hint="Separate them with commas">
        {(field) => <Input {...field} {...register('tags')} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} rows={4} />}
      </Field>
      <CheckboxField label="Free" hint="Anyone can use it at no cost" {...register('is_free')} />
    </FormDialog>
  );
}
