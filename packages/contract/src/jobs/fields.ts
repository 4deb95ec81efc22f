// The field schemas every form and route of the jobs area builds on: text, flags, ids and numbers.
import { z } from 'zod';
import { CONTROL, CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { fieldTooLong } from '../messages.ts';
import { booleanFlag, recordId } from '../shared-fields.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';

export const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? JOBS_MESSAGES.required : message;

/** Text without control characters (NUL would break PostgreSQL); null reads as empty. */
export const text = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: JOBS_MESSAGES.invalidString })
      .trim()
      .max(max, fieldTooLong(max))
      .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), JOBS_MESSAGES.invalidText),
  );

/** Text that must not be empty: missing, null and blank all answer "This field is required.". */
export const requiredText = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: requiredOr(JOBS_MESSAGES.invalidString) })
    .trim()
    .min(1, JOBS_MESSAGES.required)
    .max(max, fieldTooLong(max))
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), JOBS_MESSAGES.invalidText);

/** A query-string or body flag: true/false, 1/0 or their text (what forms and URLs send). */
export const jobsFlag = booleanFlag(JOBS_MESSAGES.invalidBoolean);

/** An id in a body or query: a positive integer, or its digits as text. */
export const jobsRecordId = recordId(JOBS_MESSAGES.invalidInteger, JOBS_LIMITS.maxRecordId);

const NUMERIC = /^-?\d+(\.\d+)?$/;
export const asNumber = (value: unknown) => (typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value.trim()) : value);
