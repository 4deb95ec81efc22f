import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { overdueHeldMoveIds } from './held-moves.ts';
import { HELD_MOVE_JOB, makeHeldMove } from './service.ts';

/** Past its window by this much, a held move whose queued job did not run (a restart of an in-process queue) is made by the sweep. */
const SWEEP_GRACE_MS = 30_000;
const SWEEP_BATCH = 500;

/**
 * Held moves (docs/product.md section C18): each hold queues a job for when its window closes, which makes the move
 * and tells the candidate; the scheduler's sweep makes any whose job was lost, once per deployment.
 */
export const heldMovesPlugin = fp(async (app: FastifyInstance) => {
  app.queue.work<{ application: number }>(HELD_MOVE_JOB, async ({ application }) => makeHeldMove(app.db, app.notifier, application));
  app.scheduler.repeat('held-moves', async () => {
    for (const id of await overdueHeldMoveIds(app.db, SWEEP_GRACE_MS, SWEEP_BATCH)) await makeHeldMove(app.db, app.notifier, id);
  });
});
