// The field schemas the community area's forms and routes build on: text, flags, ids, links and numbers.
import { z } from 'zod';
import { CONTROL, CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { LIMITS } from '../limits.ts';
import { fieldTooLong } from '../messages.ts';
import { booleanFlag, isHttpUrl, recordId } from '../shared-fields.ts';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';

/** Free text, possibly empty; null reads as empty. No NUL or other control characters (PostgreSQL refuses NUL). */
export const text = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: COMMUNITY_MESSAGES.invalidString })
      .trim()
      .max(max, fieldTooLong(max))
      .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), COMMUNITY_MESSAGES.invalidText),
  );

/** Text that must be given and not blank. */
export const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMUNITY_MESSAGES.required : COMMUNITY_MESSAGES.invalidString) })
    .trim()
    .min(1, COMMUNITY_MESSAGES.required)
    .max(max, fieldTooLong(max))
    .refine((value) => !CONTROL_OR_NEWLINE.test(value), COMMUNITY_MESSAGES.invalidText);

/** true/false, or what a form may send for them. */
export const flag = booleanFlag(COMMUNITY_MESSAGES.invalidBoolean);

/** A record id in a body: a positive integer that fits the database, or its digits as text. */
export const communityRecordId = recordId(COMMUNITY_MESSAGES.invalidId, COMMUNITY_LIMITS.maxRecordId);

/** An http(s) URL of at most 500 characters, or empty. */
export const link = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: COMMUNITY_MESSAGES.invalidUrl })
    .trim()
    .max(LIMITS.urlMax, fieldTooLong(LIMITS.urlMax))
    .refine((value) => value === '' || isHttpUrl(value), COMMUNITY_MESSAGES.invalidUrl),
);

/** A whole number in a range, or its digits as text. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Importance of a skill for a job, or a user's level in it: 0 to 10. */
export const skillWeight = (message: string) => wholeNumber(COMMUNITY_LIMITS.importanceMin, COMMUNITY_LIMITS.importanceMax, message);

/** null or '' is unlimited. */
export const capacity = z.preprocess(
  (value) => (value === '' ? null : value),
  wholeNumber(1, COMMUNITY_LIMITS.capacityMax, COMMUNITY_MESSAGES.capacity).nullable(),
);
