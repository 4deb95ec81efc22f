/**
 * The route map's 'schema' column: which of the contract package's schemas a route reads and answers with, by
 * name. A route's schema is the very object the contract exports (one source of truth), so it is found by
 * identity among the contract's exports; a page or a list of a named schema is named as such, and a schema the
 * route file writes for itself is 'inline'.
 */
import * as contract from '@tandem/contract';
import type { FastifySchema } from 'fastify';

const NAMES = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'safeParse' in value)
    .map(([name, value]) => [value, name]),
);

/** zod 4's own description of a schema: its kind, and for a list its element. */
interface Introspected {
  def?: { type?: string; element?: unknown };
  shape?: Record<string, unknown>;
}

function nameOf(schema: unknown): string {
  const named = NAMES.get(schema);
  if (named) return named;
  const { def, shape } = (schema ?? {}) as Introspected;
  if (def?.type === 'array' && NAMES.has(def.element)) return `${NAMES.get(def.element)}[]`;
  // pageOf(X) (lib/pagination.ts): { count, next, previous, results: X[] }.
  const results = shape?.results as Introspected | undefined;
  if (results?.def?.type === 'array' && NAMES.has(results.def.element)) return `page of ${NAMES.get(results.def.element)}`;
  return 'inline';
}

/** "body `JobInput` → 201 `JobAnswer`": what the route reads (body, query) and its successful answers. */
export function describeSchemas(schema: FastifySchema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.body) parts.push(`body \`${nameOf(schema.body)}\``);
  if (schema.querystring) parts.push(`query \`${nameOf(schema.querystring)}\``);
  const answers = Object.entries((schema.response ?? {}) as Record<string, unknown>)
    .filter(([status]) => status.startsWith('2'))
    // A 204 has no body to name.
    .map(([status, answer]) => (status === '204' ? status : `${status} \`${nameOf(answer)}\``));
  if (answers.length > 0) parts.push(`→ ${answers.join(', ')}`);
  return parts.join(' ');
}
