// Comma-separated lists (keywords, benefits_and_perks): docs/product.md section C2.
import { z } from 'zod';
import { CONTROL_OR_NEWLINE } from '../control-characters.ts';
import { requiredOr } from './fields.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';

/** Items of a comma-separated text or list: trimmed, without empty items or case-insensitive repeats. */
export function splitCommaList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((part) => part.split(','));
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of parts) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The stored and answered form: items joined by ", ". */
export const normaliseCommaList = (value: string | readonly string[]): string => splitCommaList(value).join(', ');

export const commaList = ({ required }: { required: boolean }) =>
  z
    .union([z.string(), z.array(z.string())], { error: required ? requiredOr(JOBS_MESSAGES.invalidList) : JOBS_MESSAGES.invalidList })
    .refine((value) => !(typeof value === 'string' ? [value] : value).some((part) => CONTROL_OR_NEWLINE.test(part)), JOBS_MESSAGES.invalidText)
    .transform(splitCommaList)
    .refine((items) => !required || items.length > 0, JOBS_MESSAGES.required)
    .refine((items) => items.every((item) => item.length <= JOBS_LIMITS.listItemMax), JOBS_MESSAGES.listItemTooLong)
    .refine((items) => items.length <= JOBS_LIMITS.listItemsMax, JOBS_MESSAGES.tooManyItems)
    .transform((items) => items.join(', '));
