import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tandem-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...env });

describe('TRUST_PROXY', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1,fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('takes %j', (given, expected) => {
    expect(load({ TRUST_PROXY: given }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes please', '10.0.0.1/33', '10.0.0.300', 'proxy.example.com', '10.0.0.1,,10.0.0.2', '::1/129', '-1'])(
    'stops start-up with one line naming it for %j',
    (given) => {
      expect(() => load({ TRUST_PROXY: given })).toThrowError(
        `Configuration error: TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (got "${given}")`,
      );
    },
  );

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const app = Fastify({ trustProxy: load({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY as string[] });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const from = (remoteAddress: string) =>
      app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } }).then((response) => response.json().ip);
    expect(await from('10.1.2.3')).toBe('203.0.113.9');
    expect(await from('198.51.100.4')).toBe('198.51.100.4');
    await app.close();
  });
});

describe('database settings', () => {
  it('syncs SQLite fully by default, NORMAL on request', () => {
    expect(load({}).database).toMatchObject({ dialect: 'sqlite', synchronous: 'full' });
    expect(load({ SQLITE_SYNCHRONOUS: 'normal' }).database).toMatchObject({ synchronous: 'normal' });
    expect(() => load({ SQLITE_SYNCHRONOUS: 'off' })).toThrowError('Configuration error: SQLITE_SYNCHRONOUS must be full or normal (got "off")');
  });

  it('leaves PostgreSQL named statements off unless asked', () => {
    expect(load({ DATABASE_URL: 'postgres://db/tandem' }).database).toEqual({ dialect: 'postgres', url: 'postgres://db/tandem', namedStatements: false });
    expect(load({ DATABASE_URL: 'postgres://db/tandem', PG_NAMED_STATEMENTS: 'true' }).database).toMatchObject({ namedStatements: true });
  });
});

describe('scheduler and reply deadline settings', () => {
  it('runs the scheduler every minute and gives organisations 14 days to reply by default', () => {
    const config = load({});
    expect(config.SCHEDULER_INTERVAL).toBe(60_000);
    expect(config.REPLY_WINDOW).toBe(14 * 86_400_000);
  });

  it('reads durations written 30s, 15m, 2h or 14d', () => {
    expect(load({ SCHEDULER_INTERVAL: '30s', REPLY_WINDOW: '2h' })).toMatchObject({ SCHEDULER_INTERVAL: 30_000, REPLY_WINDOW: 7_200_000 });
    expect(load({ REPLY_WINDOW: '15m' }).REPLY_WINDOW).toBe(900_000);
  });

  it.each([
    ['SCHEDULER_INTERVAL', '1 minute'],
    ['SCHEDULER_INTERVAL', '0s'],
    ['REPLY_WINDOW', '14'],
    ['REPLY_WINDOW', '2w'],
  ])('stops start-up with one line naming %s for %j', (name, given) => {
    expect(() => load({ [name]: given })).toThrowError(
      `Configuration error: ${name} must be a whole number followed by s, m, h or d (for example 30s, 15m, 2h, 14d) (got "${given}")`,
    );
  });
});

describe('stale job settings', () => {
  it('flags at 30 days and pauses at 45 by default', () => {
    expect(load({})).toMatchObject({ JOB_STALE_AFTER: 30 * 86_400_000, JOB_PAUSE_AFTER: 45 * 86_400_000 });
  });

  it('refuses a pause that comes before the flag', () => {
    expect(() => load({ JOB_STALE_AFTER: '30d', JOB_PAUSE_AFTER: '20d' })).toThrowError(
      'Configuration error: JOB_PAUSE_AFTER must be longer than JOB_STALE_AFTER (got "20d" and "30d")',
    );
  });
});

describe('interview settings', () => {
  it('reminds 24 hours before an interview by default, and reads a shorter lead for tests', () => {
    expect(load({}).INTERVIEW_REMINDER_BEFORE).toBe(24 * 3_600_000);
    expect(load({ INTERVIEW_REMINDER_BEFORE: '90s' }).INTERVIEW_REMINDER_BEFORE).toBe(90_000);
  });

  it('stops start-up with one line naming INTERVIEW_REMINDER_BEFORE for a bad value', () => {
    expect(() => load({ INTERVIEW_REMINDER_BEFORE: '1 day' })).toThrowError(
      'Configuration error: INTERVIEW_REMINDER_BEFORE must be a whole number followed by s, m, h or d (for example 30s, 15m, 2h, 14d) (got "1 day")',
    );
  });
});
