import pg from 'pg';
import { PostgresBus } from '../bus/postgres-bus.ts';
import type { Bus } from '../bus/index.ts';

export interface ListeningInstance {
  /** The instance's name on the bus, as in its connection's application_name. */
  origin: string;
  /** How many revocations it has heard. */
  heard(): number;
  end(): Promise<void>;
}

/**
 * Another instance as a revocation's publisher sees it: a connection listening on the bus's channel under an
 * instance's name (bus/postgres-bus.ts), answering each revocation after `ackAfterMs`, or never.
 */
export async function listeningInstance(url: string, bus: Bus, ackAfterMs: number | 'never', origin = 'f0f0f0f0f0f0'): Promise<ListeningInstance> {
  if (!(bus instanceof PostgresBus)) throw new Error('only the PostgreSQL bus has other instances');
  const [, , tag] = bus.connectionName.split(':');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
  const channel = `tandem_bus_${rows[0]?.schema}`;
  let heard = 0;
  client.on('notification', ({ payload }) => {
    const ask = (JSON.parse(payload ?? '{}') as { ask?: { from: string; n: number } }).ask;
    if (!ask) return;
    heard += 1;
    if (ackAfterMs === 'never') return;
    const ack = JSON.stringify({ t: 'ack', to: ask.from, n: ask.n, from: origin });
    setTimeout(() => void client.query('select pg_notify($1, $2)', [channel, ack]).catch(() => undefined), ackAfterMs);
  });
  await client.query(`listen "${channel}"`);
  await client.query(`set application_name = 'tb:${origin}:${tag}'`);
  return { origin, heard: () => heard, end: () => client.end() };
}
