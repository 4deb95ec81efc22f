import { publish, type ChangedEntity, type Executor } from '../../bus/index.ts';

export type { ChangedEntity } from '../../bus/index.ts';

/**
 * Tells every app instance that a record the matching indexes derive from has changed (a candidate's profile,
 * a job, a volunteer opportunity, or a company, whose name and logo the kept job rows carry). Call it in the
 * same transaction as the write where there is one: other instances hear of it once it commits.
 */
export async function recordChange(db: Executor, entity: ChangedEntity, entityId: number): Promise<void> {
  await publish(db, { t: 'changed', entity, id: entityId });
}
