import { profileRecordId } from '@tandem/contract';
import { z } from 'zod';
import { PageQuerySchema } from '../../../lib/pagination.ts';

/** `/{id}/`: a positive integer that fits the database's integer columns, else a 400. */
export const IdParams = z.object({ id: profileRecordId });

/**
 * A list's query: limit, offset and the filters given. Other parameters are ignored as Django REST Framework
 * ignores them, except bracketed ones (`application[$gt]=1`), which a client means as operators we do not
 * have: a 400 rather than a silently wider answer.
 */
export function listQuery<S extends z.ZodRawShape>(filters: S) {
  return z.looseObject({ ...PageQuerySchema.shape, ...filters }).superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (/[[\]]/.test(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown query parameter.' });
    }
  });
}

/** `application` or `application_id`: the profile whose entries to list. */
export const ApplicationFilterQuery = listQuery({
  application: profileRecordId.optional(),
  application_id: profileRecordId.optional(),
});

/** The profile ids a list is narrowed to: both, when a client sends both (and they must then agree). */
export const applicationFilters = (query: {
  application?: number | undefined;
  application_id?: number | undefined;
}): number[] => [query.application, query.application_id].filter((id): id is number => id !== undefined);
