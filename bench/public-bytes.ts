/**
 * Bytes of the public pages as sent, plain and compressed, and what each brotli quality costs to make them
 * (`npm run bench:public-bytes`): the bench's data set (10,000 jobs), the built web app's shell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { compress } from '../apps/api/src/lib/content-encoding.ts';
import { PublicPages } from '../apps/api/src/modules/public-pages/service.ts';
import { seedBench } from './api/seed.ts';
import { openBenchDatabase } from './api/workspace.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bytes-'));
const { db } = await openBenchDatabase(undefined, dataDir);
try {
  await migrate(db, {});
  await seedBench(db, { jobs: Number(process.env.BENCH_JOBS ?? 10_000), candidates: 2_000, companies: 200 });
  const pages = new PublicPages(db, { origin: 'https://tandem.example', pauseAfterMs: 30 * 86_400_000, webDist: join(ROOT, 'apps/web/dist') });
  const newest = (await pages.browsePage({})).results[0]!.id;
  const answers = {
    'GET /jobs/{id}': await pages.jobHtml(newest),
    'GET /browse?type=full-time': await pages.browseHtml({ type: 'full-time' }),
    'GET /feeds/jobs.xml': await pages.feed({}, 'rss'),
    'GET /feeds/jobs.xml?format=indeed': await pages.feed({}, 'indeed'),
    'GET /sitemap.xml': await pages.sitemap(),
    'GET /api/public/jobs/': await pages.browseJson({}),
  };
  const timed = async (make: () => Promise<Buffer>) => {
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < 5; i++) bytes = (await make()).length;
    return { bytes, ms: (performance.now() - started) / 5 };
  };
  console.log('| answer | plain bytes | gzip 9 | brotli 6 (ms to make) | brotli 11 (ms to make) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, sent] of Object.entries(answers)) {
    const gzip = await timed(() => compress(sent.body, 'gzip', 9));
    const br6 = await timed(() => compress(sent.body, 'br', 6));
    const br11 = await timed(() => compress(sent.body, 'br', 11));
    console.log(`| ${label} | ${Buffer.byteLength(sent.body)} | ${gzip.bytes} | ${br6.bytes} (${br6.ms.toFixed(1)}) | ${br11.bytes} (${br11.ms.toFixed(1)}) |`);
  }
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
