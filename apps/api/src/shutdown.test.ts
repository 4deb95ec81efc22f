import { afterEach, describe, expect, it } from 'vitest';
import { spawnInstanceWithLogReader, type InstanceWithLogReader } from './test/spawned-instance.ts';

// Issue 28, finding 5: servers whose stdout reader had gone away ignored SIGTERM, stuck writing their log.
// Here the real server's stdout is a real pipe whose reader the test stops; each request logs two lines, so
// a few hundred requests fill the pipe (64 KB) and then the log's own buffer (LOG_BUFFER_KB, 16 KB here).
const GRACE_MS = 10_000;

async function fillTheLog(url: string, requests = 800): Promise<void> {
  for (let sent = 0; sent < requests; sent += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, n) => fetch(`${url}/api/rest/rest-check/?n=${sent + n}`).then((answer) => answer.text())));
  }
}

async function slowestHealthCheck(url: string, times = 10): Promise<number> {
  let slowest = 0;
  for (let n = 0; n < times; n++) {
    const started = performance.now();
    expect((await fetch(`${url}/api/rest/rest-check/`)).status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/** Waits until the check passes, for at most `withinMs`. */
async function within(withinMs: number, check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('a stalled log reader (issue 28, finding 5)', () => {
  let instance: InstanceWithLogReader | undefined;
  afterEach(async () => {
    await instance?.kill();
    instance = undefined;
  });

  it('neither stalls requests nor the shutdown: SIGTERM ends the process within its grace', async () => {
    instance = await spawnInstanceWithLogReader({ LOG_LEVEL: 'info', LOG_BUFFER_KB: '16' });
    instance.stallReader();
    await fillTheLog(instance.url);
    // The pipe is full, and the server answers as before.
    expect(await slowestHealthCheck(instance.url)).toBeLessThan(200);

    const started = Date.now();
    instance.signal('SIGTERM');
    expect(await instance.endsWithin(GRACE_MS + 1_000), 'still running after SIGTERM and its grace').toBe(true);
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 500);
  }, 90_000);

  it('drops and counts the lines it could not hold, and says how many once the reader is back', async () => {
    instance = await spawnInstanceWithLogReader({ LOG_LEVEL: 'info', LOG_BUFFER_KB: '16' });
    instance.stallReader();
    await fillTheLog(instance.url);
    instance.resumeReader();
    // The reader catches up (the output stops growing), so the log has room again for its report.
    const current = instance;
    let seen = -1;
    await within(10_000, () => {
      const now = current.output().length;
      const still = now === seen;
      seen = now;
      return still;
    });
    instance.signal('SIGTERM');
    expect(await instance.endsWithin(GRACE_MS)).toBe(true);
    await within(5_000, () => current.output().includes('log lines were dropped'));
    const lines = current.output().split('\n').filter((line) => line.startsWith('{'));
    const report = lines.map((line) => JSON.parse(line) as { msg?: string; dropped?: number }).find((line) => line.msg?.includes('log lines were dropped'));
    expect(report?.dropped).toBeGreaterThan(0);
    // Far fewer lines than requests were kept: the others were dropped, not held without bound.
    expect(lines.length).toBeLessThan(1_600);
  }, 90_000);
});
