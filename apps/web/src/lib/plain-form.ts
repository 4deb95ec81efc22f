import { ApiError } from './api-client';

/**
 * A plain form's messages (a form without react-hook-form, checked with lib/deferred-schema.ts): the first
 * message of each field by its name, and the form's own under `form`.
 */
export type FormMessages = Partial<Record<string, string>>;

/** The first message of each field from a schema's issues; an issue with no field is the form's. */
export function issueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormMessages {
  const found: FormMessages = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}

/**
 * A 400's messages under the form's fields, and those of any other field as the form's; undefined when the error
 * carried no field messages (the caller words it).
 */
export function apiFieldMessages(error: unknown, fields: readonly string[]): FormMessages | undefined {
  if (!(error instanceof ApiError) || !error.hasFieldErrors) return undefined;
  const found: FormMessages = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) found[field] = messages.join(' ');
    else other.push(messages.join(' '));
  }
  if (other.length > 0) found.form = other.join(' ');
  return found;
}

/** Moves focus to the first control of the form, in its own order, that has a message, as react-hook-form does on a failed submit. */
export function focusFirstMessage(form: HTMLFormElement, messages: FormMessages): void {
  const first = Array.from(form.elements).find((control) => 'name' in control && typeof control.name === 'string' && messages[control.name]);
  if (first instanceof HTMLElement) first.focus();
}

/** The messages without the one of the field just edited: a message goes as soon as the person changes what it is about. */
export const withoutMessage = (messages: FormMessages, field: string): FormMessages => {
  if (!messages[field]) return messages;
  const rest = { ...messages };
  delete rest[field];
  return rest;
};
