import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, SearchText } from '@tandem/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../lib/http-errors.ts';

/** An id in a path: a positive integer that fits a PostgreSQL integer, else a 400 (never a query). */
export const IdParams = z.object({
  id: z.coerce
    .number({ error: COMMUNITY_MESSAGES.invalidId })
    .int(COMMUNITY_MESSAGES.invalidId)
    .min(1, COMMUNITY_MESSAGES.invalidId)
    .max(COMMUNITY_LIMITS.maxRecordId, COMMUNITY_MESSAGES.invalidId),
});

/** An id in a query string (a filter). */
export const QueryId = IdParams.shape.id;

/** A yes/no filter in a query string: true/false or 1/0. */
export const QueryFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: COMMUNITY_MESSAGES.invalidBoolean })
  .transform((value) => value === 'true' || value === 'True' || value === '1');

export const QuerySearch = SearchText;

/** Query parameter names are plain words; `location[$ne]`, `a[]` and the like are refused before validation. */
export const PLAIN_QUERY_KEY = /^[A-Za-z_]{1,40}$/;

/**
 * A preValidation hook for the community-era areas (the community module, matching's sessions and matrices), whose
 * query parameter names are plain words: `location[$ne]=x` and friends are refused outright rather than silently
 * ignored, so a probe never looks like a filter that matched everything.
 */
export async function refuseUnplainQueryKeys(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.keys(query).some((key) => !PLAIN_QUERY_KEY.test(key))) {
    throw badRequest({ non_field_errors: ['Unknown or malformed query parameter.'] });
  }
}

/**
 * `lower(column) like lower('%text%')` with the user's text escaped (% and _ match themselves), as a parameter:
 * a case-insensitive "contains" that behaves the same on SQLite and PostgreSQL.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '!'`;
}

/** `lower(column) = lower(text)`: a case-insensitive equality. */
export function equalsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = lower(${text})`;
}
