import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** A company is noted too: the job rows kept in memory carry its name and logo (jobs/postings/row-cache.ts). */
export type ChangedEntity = 'candidate' | 'job' | 'opportunity' | 'company';

/**
 * Notes that a record the matching indexes derive from has changed (a candidate's profile, a job, a volunteer
 * opportunity). Call it in the same transaction as the write where there is one; every app instance reads
 * these rows in order and refreshes just those records.
 */
export async function recordChange(db: Kysely<Database> | Transaction<Database>, entity: ChangedEntity, entityId: number): Promise<void> {
  await db.insertInto('matching_changes').values({ entity, entity_id: entityId, created_at: nowIso() }).execute();
}
