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

/** The stored explanation is JSON text; a damaged one reads as an empty object rather than failing the list. */
function parseExplanation(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export const presentResult = (row: ResultRow) => ({
  id: row.id,
  session: row.session_id,
  candidate: row.candidate_id,
  job: row.job_id,
  score: row.score,
  rank: row.rank,
  explanation: parseExplanation(row.explanation),
  created_at: row.created_at,
});
