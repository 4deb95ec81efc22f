import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast';
import { placeServerErrors } from '../../company';
import { DASHBOARD_MESSAGES } from '../lib/messages';

interface RecordFormOptions<Values extends FieldValues, Input> {
  /** The form's schema: the typed values in, the contract's input out. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<Values>;
  /** The fields a server message can be placed under; the rest go above the form. */
  fields: readonly Path<Values>[];
  /** What is saved, for the toasts: "Event", "Resource", "Volunteer role". */
  what: string;
  save: (values: Input) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The form of an event, resource or volunteer role dialog: checked by its schema; on save a toast and `onSaved`; on
 * failure the server's messages under their fields and the rest (or "Failed to save the …") above the form.
 */
export function useRecordForm<Values extends FieldValues, Input>({
  schema,
  defaultValues,
  fields,
  what,
  save,
  onSaved,
}: RecordFormOptions<Values, Input>): UseFormReturn<Values, unknown, Input> & {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
} {
  const toast = useToast();
  const form = useForm<Values, unknown, Input>({
    // Typed by hand on purpose: zodResolver types a form by the schema's input (the API's shape: numbers, nulls), but
    // the form holds what its inputs hold (text); those values are a subset of what the schema accepts, so this cast
    // states the form's real types and changes no check (the same rules and messages as the server).
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Input>,
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(DASHBOARD_MESSAGES.saved(what));
      onSaved();
    } catch (error) {
      const { placed, rest } = placeServerErrors<Values>(error, fields, form.setError);
      if (placed === 0 || rest)
        form.setError('root.server', { message: rest || DASHBOARD_MESSAGES.saveFailed(what) });
    }
  });
  return { ...form, onSubmit };
}
