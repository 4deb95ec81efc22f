import type { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useRecordForm } from '../hooks/use-record-form';
import { FormDialog } from './form-dialog';
import { RecordField, TextField } from './record-fields';
import type { RecordFormFields } from './record-fields';

/** Which record a dialog edits. */
export interface RecordDialogProps<Item> {
  /** null: closed; 'new': a new record; a record: edit it. */
  target: Item | 'new' | null;
  onClose: () => void;
}

/** The values every record's form has. */
interface RecordValues extends FieldValues {
  title: string;
  description: string;
}

/** What a record's form is made of (lib/*-form.ts). */
interface RecordFormSpec<Item, Values extends RecordValues> {
  /** The form's schema: its values in, the contract's input out. */
  schema: Parameters<typeof zodResolver>[0];
  empty: DefaultValues<Values>;
  /** The fields a server message can be placed under. */
  fields: readonly Path<Values>[];
  toFormValues: (item: Item) => DefaultValues<Values>;
}

/** A yes-or-no of the record, in the row of boxes at the foot of the form. */
interface Flag<Values> {
  name: Path<Values>;
  label: string;
  hint?: string;
}

interface RecordFormDialogProps<Item, Values extends RecordValues, Input> extends RecordDialogProps<Item> {
  /** What is saved, in lower case: "event"; the buttons may say less ("role" for "volunteer role"). */
  noun: string;
  buttonNoun?: string;
  form: RecordFormSpec<Item, Values>;
  save: (variables: { id?: number | undefined; values: Input }) => Promise<unknown>;
  /** The fields between the title and the description. */
  details: ComponentType<{ form: RecordFormFields<Values> }>;
  flags: readonly Flag<Values>[];
}

// The flags' row has a column for each (Tailwind keeps only class names it can read whole).
const FLAG_COLUMNS = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3'];

/**
 * Create or edit one of the organisation's events, resources or volunteer roles in a dialog: its title, its
 * details, its description and its flags, checked by the contract's schema for it.
 */
export function RecordFormDialog<Item extends { id: number }, Values extends RecordValues, Input>({
  target,
  ...props
}: RecordFormDialogProps<Item, Values, Input>) {
  if (target === null) return null;
  // A new key for each record: its form starts again from that record's values.
  return <RecordForm key={target === 'new' ? 'new' : target.id} item={target === 'new' ? undefined : target} {...props} />;
}

function RecordForm<Item extends { id: number }, Values extends RecordValues, Input>({
  item,
  onClose,
  noun,
  buttonNoun = noun,
  form: spec,
  save,
  details: Details,
  flags,
}: Omit<RecordFormDialogProps<Item, Values, Input>, 'target'> & { item: Item | undefined }) {
  const form = useRecordForm<Values, Input>({
    schema: spec.schema,
    defaultValues: item ? spec.toFormValues(item) : spec.empty,
    fields: spec.fields,
    what: noun.charAt(0).toUpperCase() + noun.slice(1),
    save: (values) => save({ id: item?.id, values }),
    onSaved: onClose,
  });
  const { errors, isSubmitting } = form.formState;
  // Every record's values have these (RecordValues); TypeScript cannot see it through the generic Values.
  const title = 'title' as Path<Values>;
  const description = 'description' as Path<Values>;

  return (
    <FormDialog
      open
      onClose={onClose}
      title={item ? `Edit ${noun}` : `New ${noun}`}
      submitLabel={item ? `Save ${buttonNoun}` : `Create ${buttonNoun}`}
      isSubmitting={isSubmitting}
      onSubmit={form.onSubmit}
      alert={errors.root?.server?.message}
    >
      <TextField form={form} name={title} label="Title" required />
      <Details form={form} />
      <RecordField form={form} name={description} label="Description">
        {(control) => <Textarea {...control} rows={4} />}
      </RecordField>
      <div className={cn('grid grid-cols-1 gap-3', FLAG_COLUMNS[flags.length])}>
        {flags.map((flag) => (
          <CheckboxField key={flag.name} label={flag.label} hint={flag.hint} {...form.register(flag.name)} />
        ))}
      </div>
    </FormDialog>
  );
}
