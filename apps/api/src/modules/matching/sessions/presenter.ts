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

/** Ids of damaged rows named in one warning: enough to find them, never a page's worth of log. */
const DAMAGED_IDS_LOGGED = 20;

/**
 * The stored explanation (JSON text) as the contract's MatchExplanation; one that does not parse (a row written
 * before the schema, or damaged) answers null rather than failing the list, and its id is noted in `damaged`.
 */
function readExplanation(row: ResultRow, damaged: number[]): MatchExplanation | null {
  const parsed = MatchExplanation.safeParse(parseJson(row.explanation));
  if (parsed.success) return parsed.data;
  damaged.push(row.id);
  return null;
}

const presentRow = (row: ResultRow, damaged: number[]) => ({
  id: row.id,
  session: row.session_id,
  candidate: row.candidate_id,
  job: row.job_id,
  score: row.score,
  rank: row.rank,
  explanation: readExplanation(row, damaged),
  created_at: row.created_at,
});

/**
 * A page of results; damaged explanations are logged in one warning per answer, by id alone (no state kept
 * between requests: a process-wide set of ids already reported grew with every damaged row and was never cleared).
 */
export function presentResults(rows: readonly ResultRow[], log: FastifyBaseLogger) {
  const damaged: number[] = [];
  const presented = rows.map((row) => presentRow(row, damaged));
  if (damaged.length > 0) {
    log.warn({ matchResultIds: damaged.slice(0, DAMAGED_IDS_LOGGED), damaged: damaged.length }, 'stored match explanations do not parse; answered as null');
  }
  return presented;
}

export const presentResult = (row: ResultRow, log: FastifyBaseLogger) => presentResults([row], log)[0]!;
