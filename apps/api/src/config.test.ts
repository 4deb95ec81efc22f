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
