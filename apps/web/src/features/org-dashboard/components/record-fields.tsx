import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import type { FieldControlProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { InputProps } from '../../../components/ui/input';

/** What a field of a record's form reads from the form. */
export type RecordFormFields<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'register' | 'formState' | 'getFieldState'>;

interface RecordFieldProps<Values extends FieldValues> {
  form: RecordFormFields<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
  /** Marks the label and the control, which the browser then also holds to it. */
  required?: boolean;
}

type ControlProps = FieldControlProps & UseFormRegisterReturn & { required?: boolean | undefined };

/** One field of a record's form: its label, hint and the message under it, around the control `children` draws. */
export function RecordField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  children,
}: RecordFieldProps<Values> & { children: (control: ControlProps) => ReactNode }) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(field) => children({ ...field, ...form.register(name), required })}
    </Field>
  );
}

/** A record's text field; the rest of its props go to the input. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: RecordFieldProps<Values> & Omit<InputProps, 'name' | 'form' | 'required'>) {
  return (
    <RecordField form={form} name={name} label={label} hint={hint} required={required}>
      {(control) => <Input {...control} {...input} />}
    </RecordField>
  );
}
