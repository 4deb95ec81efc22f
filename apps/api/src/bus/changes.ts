import { publish } from './slot.ts';
import type { ChangedEntity, Executor } from './types.ts';

/**
 * Tells every app instance that a record the matching indexes derive from has changed (a candidate's profile,
 * a job, a volunteer opportunity, or a company, whose name and logo the kept job rows carry). Call it in the
 * same transaction as the write where there is one: other instances hear of it once it commits. It lives with
 * the bus, not in the matching module, because every module that writes such a record calls it and the matching
 * module itself reads jobs and opportunities: here it is below them all, so no import goes round in a circle.
 */
export async function recordChange(db: Executor, entity: ChangedEntity, entityId: number): Promise<void> {
  await publish(db, { t: 'changed', entity, id: entityId });
}
