import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { findJob } from '../postings/repository.ts';
import { saveJob, unsaveJob } from './repository.ts';

// Saved jobs (the Saved tab and the shortlist): idempotent both ways, and only on a job the candidate can see (an
// active one); another is the 404 an unknown id gets. A save on a job that is paused for a while stays, and shows
// again when it reopens.

async function visibleJobId(db: Db, jobId: number): Promise<number> {
  const job = await findJob(db, jobId);
  if (!job || job.is_active !== 1) throw notFound();
  return job.id;
}

export async function saveJobFor(db: Db, candidateId: number, jobId: number): Promise<number> {
  const id = await visibleJobId(db, jobId);
  await saveJob(db, candidateId, id);
  return id;
}

export async function unsaveJobFor(db: Db, candidateId: number, jobId: number): Promise<void> {
  await unsaveJob(db, candidateId, await visibleJobId(db, jobId));
}
