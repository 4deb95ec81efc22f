// Comma-separated lists (keywords, benefits_and_perks): docs/product.md section C2. The schema; splitting is in
// comma-split.ts.
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { requiredOr } from './fields.ts';
import { splitCommaList } from './comma-split.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';

export const commaList = ({ required }: { required: boolean }) =>
  z
    .union([z.string(), z.array(z.string())], { error: required ? requiredOr(JOBS_MESSAGES.invalidList) : JOBS_MESSAGES.invalidList })
    .refine((value) => !(typeof value === 'string' ? [value] : value).some((part) => CONTROL_OR_NEWLINE.test(part)), JOBS_MESSAGES.invalidText)
    .transform(splitCommaList)
    .refine((items) => !required || items.length > 0, JOBS_MESSAGES.required)
    .refine((items) => items.every((item) => item.length <= JOBS_LIMITS.listItemMax), JOBS_MESSAGES.listItemTooLong)
    .refine((items) => items.length <= JOBS_LIMITS.listItemsMax, JOBS_MESSAGES.tooManyItems)
    .transform((items) => items.join(', '));
