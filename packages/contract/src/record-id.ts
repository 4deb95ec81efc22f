import { z } from 'zod';

/**
 * A record id in a body or query: a positive integer up to `max` (what the database's integer holds), or its
 * digits as text (what forms and URLs send). Every refusal says `message`, the area's own wording.
 */
export const recordId = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
