import type { ReactNode } from 'react';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import type { InputProps } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import type { TextareaProps } from '../../../../components/ui/textarea';

interface Labelled {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input wired to its error and hint (react-hook-form's register spreads into it). */
export function TextField({ label, error, hint, className, ...input }: Labelled & InputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, className, ...textarea }: Labelled & TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...control} {...textarea} />}
    </Field>
  );
}
