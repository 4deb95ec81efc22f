import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';

/** Answers whether a service this instance needs is reachable now; a probe that throws or takes too long is 'down'. */
export type ReadinessProbe = () => boolean | Promise<boolean>;

export interface Readiness {
  /** Adds a service to `GET /api/health/ready/` (the plugin that opens a connection adds its probe). */
  add(name: string, probe: ReadinessProbe): void;
  /** Each service, up or down, asked at once. */
  check(): Promise<Record<string, 'up' | 'down'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const PROBE_TIMEOUT_MS = 1_000;

async function within(probe: ReadinessProbe): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(probe), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer asks before sending traffic (`GET /api/health/ready/`): the database answers a query, and
 * each service another plugin added (the bus's listening connection, Redis) is connected. Registered after the
 * database plugin, which it probes first.
 */
export const readinessPlugin = fp(async (app: FastifyInstance) => {
  const probes = new Map<string, ReadinessProbe>();
  const readiness: Readiness = {
    add: (name, probe) => void probes.set(name, probe),
    check: async () => {
      const entries = await Promise.all([...probes].map(async ([name, probe]) => [name, (await within(probe)) ? 'up' : 'down'] as const));
      return Object.fromEntries(entries);
    },
  };
  readiness.add('database', async () => {
    await sql`select 1`.execute(app.db);
    return true;
  });
  app.decorate('readiness', readiness);
});
