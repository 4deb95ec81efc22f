import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignup } from './test/agent.ts';
import { minimalPdf } from './test/factories/profile.ts';
import { multipart } from './test/multipart.ts';
import { HttpClient, spawnInstance, type SpawnedInstance } from './test/spawned-instance.ts';

// What `npm start` runs (docs/decisions.md, "Production runs a bundle"): the API built by scripts/build-api.mjs,
// started with plain node. It migrates an empty database, answers, and reads an upload in the parse pool's worker,
// which in the bundle is dist/worker.mjs with no TypeScript loader anywhere.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the built server (npm start)', () => {
  let instance: SpawnedInstance;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    instance = await spawnInstance({}, { built: true });
  }, 120_000);
  afterAll(async () => instance?.kill());

  it('migrates a new database and answers from the bundle run by plain node', async () => {
    const client = new HttpClient(instance.url);
    expect((await client.request('POST', '/api/signup/', buildSignup())).status).toBe(201);
    expect(((await client.request('GET', '/api/whoami/')).json() as { role: string }).role).toBe('candidate');
    expect(instance.exited()).toBeUndefined();
  });

  it('reads an uploaded PDF in the parse pool worker built beside the server', async () => {
    const client = new HttpClient(instance.url);
    expect((await client.request('POST', '/api/signup/', buildSignup())).status).toBe(201);
    const form = multipart({}, { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf('Python Django') });
    const answer = await client.upload('/api/matching/extract-skills/', form);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.json())).toContain('Python');
  }, 30_000);
});
