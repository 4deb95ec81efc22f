import { MatchExplanation } from '@tandem/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ResultRow, SessionRow } from './repository.ts';

export const presentSession = (row: SessionRow) => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  total: row.total,
  created_at: row.created_at,
  started_at: row.started_at,
  finished_at: row.finished_at,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Results already reported, so a damaged row is logged once, not on every list that shows it. */
const reported = new Set<number>();
const REPORTED_MAX = 10_000;

/**
 * The stored explanation (JSON text) as the contract's MatchExplanation; one that does not parse (a row written
 * before the schema, or damaged) answers null rather than failing the list, and is logged by id alone.
 */
function readExplanation(row: ResultRow, log: FastifyBaseLogger): MatchExplanation | null {
  const parsed = MatchExplanation.safeParse(parseJson(row.explanation));
  if (parsed.success) return parsed.data;
  if (!reported.has(row.id) && reported.size < REPORTED_MAX) {
    reported.add(row.id);
    log.warn({ matchResultId: row.id }, 'a stored match explanation does not parse; answered as null');
  }
  return null;
}

export const presentResult = (row: ResultRow, log: FastifyBaseLogger) => ({
  id: row.id,
  session: row.session_id,
  candidate: row.candidate_id,
  job: row.job_id,
  score: row.score,
  rank: row.rank,
  explanation: readExplanation(row, log),
  created_at: row.created_at,
});
