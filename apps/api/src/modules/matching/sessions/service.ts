import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { matchingPolicy } from '../policy.ts';
import { presentResult, presentResults, presentSession } from './presenter.ts';
import { findResult, findSession, listResults, listSessions, type ResultFilters } from './repository.ts';

// The matching engine's stored sessions and results, read-only (the engine writes them). Whose the user sees is
// matchingPolicy's; anybody else's is the 404 an unknown id gets.

export async function sessionsOf(db: Db, user: User, window: PageWindow) {
  const owner = matchingPolicy.sessionOwner(user);
  if (owner === null) return { count: 0, results: [] };
  const { count, rows } = await listSessions(db, owner, window);
  return { count, results: rows.map(presentSession) };
}

export async function sessionOf(db: Db, user: User, id: number) {
  const owner = matchingPolicy.sessionOwner(user);
  const session = owner === null ? undefined : await findSession(db, id, owner);
  if (!session) throw notFound();
  return presentSession(session);
}

export async function resultsOf(db: Db, user: User, filters: ResultFilters, window: PageWindow, log: FastifyBaseLogger) {
  const scope = matchingPolicy.resultScope(user);
  if (scope === null) return { count: 0, results: [] };
  const { count, rows } = await listResults(db, scope, filters, window);
  return { count, results: presentResults(rows, log) };
}

export async function resultOf(db: Db, user: User, id: number, log: FastifyBaseLogger) {
  const scope = matchingPolicy.resultScope(user);
  const result = scope === null ? undefined : await findResult(db, scope, id);
  if (!result) throw notFound();
  return presentResult(result, log);
}
