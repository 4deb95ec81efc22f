/**
 * `npm run bench:import`: the profile import on the corpus of apps/api/src/test/resume-corpus/corpus.ts (nine résumés written by hand,
 * as real PDF and Word files in varied layouts), through the real app (POST /api/profile/import/, the parse pool's
 * workers) on a fresh SQLite database. Prints, per file and in all, field precision and recall (the person, each
 * experience's title, company and dates, each education's institution, degree and dates), skill precision and
 * recall against the catalogue skills each file names, and the time each file takes (the median of three, after a
 * first file warms the worker). `-- --write` also writes the files to bench/import-files/ to open by hand;
 * `-- --misses` lists what each file got wrong.
 */
import type { ImportDraft } from '@tandem/contract';
import Fastify from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import { buildApp } from '../apps/api/src/app.ts';
import { importVocabulary } from '../apps/api/src/modules/profile/import/catalogue.ts';
import { MemoryQueue } from '../apps/api/src/queue/index.ts';
import { createTestDatabase } from '../apps/api/src/test/databases.ts';
import { signedInCandidate } from '../apps/api/src/test/factories/profile.ts';
import { multipart } from '../apps/api/src/test/multipart.ts';
import { CORPUS } from '../apps/api/src/test/resume-corpus/corpus.ts';
import { add, precision, recall, scoreDraft, type Tally } from '../apps/api/src/test/resume-corpus/score.ts';

const write = process.argv.includes('--write');
const showMisses = process.argv.includes('--misses');
const vocabulary = importVocabulary();
const canonical = (name: string) => vocabulary.lookup(name)?.name;
const notInCatalogue = CORPUS.flatMap((entry) => entry.expected.skills.filter((name) => !canonical(name)).map((name) => `${name} (${entry.file})`));

const database = await createTestDatabase('sqlite', { WRITE_RATE_LIMIT: '100000' });
const app = await buildApp({ config: database.config, db: database.db, logger: false, queue: new MemoryQueue(Fastify({ logger: false }).log) });
const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
try {
  await app.ready();
  const { agent } = await signedInCandidate(app);
  const upload = async (file: string, data: Buffer) => {
    const type = file.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const form = multipart({}, { name: 'file', filename: file, type, data });
    const started = performance.now();
    const response = await agent.post('/api/profile/import/', form.body, { headers: form.headers });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${file}: ${response.statusCode} ${response.body}`);
    return { draft: response.json<ImportDraft>(), ms };
  };
  const files = await Promise.all(CORPUS.map(async (entry) => ({ entry, data: await entry.make() })));
  if (write) {
    const folder = new URL('./import-files/', import.meta.url);
    await mkdir(folder, { recursive: true });
    for (const { entry, data } of files) await writeFile(new URL(entry.file, folder), data);
  }
  // The first upload starts a worker (pdf.js, the catalogue); timed apart, as a fresh server's first import.
  const first = await upload(files[0]!.entry.file, files[0]!.data);

  let fields: Tally = { given: 0, wanted: 0, right: 0 };
  let skills: Tally = { given: 0, wanted: 0, right: 0 };
  const times: number[] = [];
  console.log('| file | layout | fields P / R | skills P / R | ms (median of 3) |');
  console.log('| --- | --- | --- | --- | --- |');
  const report: string[] = [];
  for (const { entry, data } of files) {
    const runs = [await upload(entry.file, data), await upload(entry.file, data), await upload(entry.file, data)];
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b)[1]!;
    times.push(ms);
    const score = scoreDraft(runs[0]!.draft, entry.expected, canonical);
    fields = add(fields, score.fields);
    skills = add(skills, score.skills);
    console.log(`| ${entry.file} | ${entry.layout} | ${pct(precision(score.fields))} / ${pct(recall(score.fields))} | ${pct(precision(score.skills))} / ${pct(recall(score.skills))} | ${ms.toFixed(0)} |`);
    if (showMisses && score.misses.length > 0) report.push(`${entry.file}:\n  ${score.misses.join('\n  ')}`);
  }
  console.log(`| **all ${files.length}** | | **${pct(precision(fields))} / ${pct(recall(fields))}** | **${pct(precision(skills))} / ${pct(recall(skills))}** | **${Math.max(...times).toFixed(0)} at most** |`);
  console.log(`\nFields: ${fields.right} right of ${fields.given} given and ${fields.wanted} in the files. Skills: ${skills.right} right of ${skills.given} found and ${skills.wanted} named.`);
  console.log(`A fresh server's first import (the worker starting): ${first.ms.toFixed(0)} ms. Targets: skills 90% / 90%, a two-page PDF under 2,000 ms.`);
  if (notInCatalogue.length > 0) console.log(`Named in the files but not in the catalogue (left out of recall): ${notInCatalogue.join('; ')}`);
  if (report.length > 0) console.log(`\n${report.join('\n')}`);
} finally {
  await app.close();
  await database.cleanup();
}
