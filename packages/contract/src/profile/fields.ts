// The field schemas the profile's forms and routes build on: text, ids, flags, links and scores.
import { z } from 'zod';
import { CONTROL, CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { LIMITS } from '../limits.ts';
import { fieldTooLong } from '../messages.ts';
import { booleanFlag, isHttpUrl, recordId, withWebsiteScheme } from '../shared-fields.ts';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './messages.ts';

/** Free text that may be empty (the page creates entries with blank placeholders); null reads as empty. */
const text = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, fieldTooLong(max))
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), PROFILE_MESSAGES.invalidText)
    .nullable()
    .transform((value) => value ?? '');

export const shortText = text(LIMITS.shortTextMax);
export const placeText = text(LIMITS.placeMax);
export const longText = text(LIMITS.longTextMax, { multiline: true });

/** An id in a body or query: a positive integer, or its digits as text. */
export const profileRecordId = recordId(PROFILE_MESSAGES.invalidId, PROFILE_LIMITS.maxRecordId);

/** true/false, or what a form may send for them. */
export const flag = booleanFlag(PROFILE_MESSAGES.invalidBoolean);

/**
 * A profile link: an http(s) URL of at most 500 characters, or empty. 'linkedin.com/in/nina' as typed gets
 * https:// in front, as a company's website does.
 */
export const profileLink = z
  .string({ error: PROFILE_MESSAGES.invalidUrl })
  .trim()
  .max(LIMITS.urlMax, fieldTooLong(LIMITS.urlMax))
  .transform(withWebsiteScheme)
  .refine((value) => value === '' || isHttpUrl(value), PROFILE_MESSAGES.invalidUrl)
  .nullable()
  .transform((value) => value ?? '');

/** Proficiency 0 to 10, whole numbers (docs/product.md section 5). */
export const skillScore = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PROFILE_MESSAGES.score })
    .int(PROFILE_MESSAGES.score)
    .min(LIMITS.scoreMin, PROFILE_MESSAGES.score)
    .max(LIMITS.scoreMax, PROFILE_MESSAGES.score),
);
