import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

export interface PlacedErrors {
  /** How many fields got a message. */
  placed: number;
  /** Everything that belongs to no field of the form (non_field_errors, other fields, detail), as one line. */
  rest: string;
}

/** Puts each `field: [messages]` of a server answer under its field of the form; the rest is returned. */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): PlacedErrors {
  if (!(error instanceof ApiError)) return { placed: 0, rest: '' };
  let placed = 0;
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else rest.push(field === 'non_field_errors' ? message : `${field}: ${message}`);
  }
  if (error.detail) rest.push(error.detail);
  return { placed, rest: rest.join(' ') };
}

/** The server's own words for a failure (detail, or its field messages), or '' when it said nothing useful. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  if (error.detail) return error.detail;
  return Object.values(error.fieldErrors)
    .map((messages) => messages.join(' '))
    .join(' ');
}
