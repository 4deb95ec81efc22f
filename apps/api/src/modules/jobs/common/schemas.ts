import { JOBS_MESSAGES } from '@tandem/contract';
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A free-text query parameter: bounded, and without control characters (NUL would break PostgreSQL). */
export const queryText = (max = 100) =>
  z
    .string({ error: 'Enter one value.' })
    .max(max, `Ensure this value has no more than ${max} characters.`)
    .refine((value) => !CONTROL.test(value), JOBS_MESSAGES.invalidText);

/**
 * A query string's schema. Other parameters are ignored, as Django REST Framework ignores them, except bracketed
 * ones (`company[$ne]=1`), which a client means as operators we do not have: a 400 rather than a silently wider
 * list (docs/decisions.md, "Query strings").
 */
export const listQuery = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape).superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (/[[\]$]/.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown query parameter.' });
    }
  });
