/**
 * `npm run bench:catalogue`: the skill catalogue's reach (issue 32). Prints the share of O*NET's technologies
 * (named by three or more occupations, or hot) that POST /api/matching/extract-skills/ recognises, through the
 * real app on a fresh SQLite database, and the judged ranking set's NDCG@10 (packages/matching/src/judged).
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { measureOnetRecognition } from '../apps/api/src/modules/matching/onet-recognition.ts';
import { MemoryQueue } from '../apps/api/src/queue/index.ts';
import { signedInAgent } from '../apps/api/src/test/agent.ts';
import { createTestDatabase } from '../apps/api/src/test/databases.ts';
import { evaluateJudgedSet } from '../packages/matching/src/judged/evaluate.ts';

const database = await createTestDatabase('sqlite', { WRITE_RATE_LIMIT: '100000' });
const app = await buildApp({ config: database.config, db: database.db, logger: false, queue: new MemoryQueue(Fastify({ logger: false }).log) });
try {
  await app.ready();
  const { agent } = await signedInAgent(app, 'candidate');
  const started = performance.now();
  const report = await measureOnetRecognition(async (text) => {
    const response = await agent.post('/api/matching/extract-skills/', { text });
    if (response.statusCode !== 200) throw new Error(`extract-skills answered ${response.statusCode}`);
    return response.json<{ skills: { name: string }[] }>().skills.map((skill) => skill.name);
  });
  const judged = evaluateJudgedSet();
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  console.log(`| O*NET technologies recognised by extract-skills | ${report.recognised} of ${report.total} (${(report.share * 100).toFixed(1)}%) | ≥ 95% |`);
  console.log(`| judged set NDCG@10 (mean) | ${judged.meanNdcg.toFixed(3)} | ≥ 0.969 |`);
  console.log(`| judged set NDCG@10 (lowest) | ${judged.minNdcg.toFixed(3)} | ≥ 0.9 |`);
  console.log(`\n${report.total} calls in ${((performance.now() - started) / 1000).toFixed(1)} s. Not recognised: ${report.missed.join('; ') || 'none'}`);
} finally {
  await app.close();
  await database.cleanup();
}
