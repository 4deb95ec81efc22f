import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Calls the health check every 25 ms until `work` settles; answers the work's outcome and the slowest check. */
export async function healthWhile<T>(app: FastifyInstance, work: Promise<T>): Promise<{ outcome: T; slowestMs: number; checks: number }> {
  let done = false;
  let slowestMs = 0;
  let checks = 0;
  const polling = (async () => {
    while (!done) {
      const start = performance.now();
      const answer = await app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
      expect(answer.statusCode).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - start);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const outcome = await work.finally(() => {
    done = true;
  });
  await polling;
  return { outcome, slowestMs, checks };
}
