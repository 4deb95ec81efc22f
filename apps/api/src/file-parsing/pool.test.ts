import { afterAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../test/factories/profile.ts';
import { JANE, resumePdf } from '../test/factories/resumes.ts';
import { arrayBombPdf, manyPagesPdf, textBombPdf } from '../test/hostile-pdf.ts';
import { PDF_PAGE_LIMIT } from './pdf-text.ts';
import { createFileParser, FileParserBusy, UnreadableFile } from './index.ts';

describe('the parse pool', () => {
  const parser = createFileParser({ threads: 1, timeLimitMs: 1_500, maxQueue: 1, queueLimitMs: 30_000 });
  afterAll(() => parser.close());

  it("reads a PDF's text in a worker", async () => {
    const answer = await parser.parse('pdf', minimalPdf('Python Django'));
    expect(answer).toEqual({ kind: 'text', text: 'Python Django' });
  });

  it("builds the import's whole draft in the worker: sections, dates and the catalogue's skills with their evidence", async () => {
    const answer = await parser.parse('import', { bytes: await resumePdf(JANE), today: '2026-11-28' });
    if (answer.kind !== 'draft') throw new Error(`expected a draft, got ${answer.kind}`);
    expect(answer.draft.experience[0]).toMatchObject({ duration: 'Senior Software Engineer', company: 'Acme Digital Ltd', start_date: '2020-01-01', end_date: null });
    expect(answer.draft.skills.find((skill) => skill.name === 'React')?.evidence).toBe('Led a team of five building a React and TypeScript front end.');
    expect(await parser.parse('import', { bytes: Buffer.from('{"hello": 1}'), today: '2026-11-28' })).toEqual({ kind: 'unsupported' });
  });

  it('tells bytes that are not a PDF apart from a PDF it could not read', async () => {
    expect(await parser.parse('pdf', Buffer.from('%PDF-1.4 and then nothing of a PDF'))).toEqual({ kind: 'not-this-type' });
  });

  it('leaves the caller its bytes (the worker gets a copy)', async () => {
    const bytes = minimalPdf('Kept');
    const before = Buffer.from(bytes);
    await parser.parse('pdf', bytes);
    expect(bytes.equals(before)).toBe(true);
  });

  it('ends a worker over its time bound, and the main thread keeps answering meanwhile', async () => {
    const bomb = textBombPdf();
    const parsing = parser.parse('pdf', bomb);
    // The event loop's longest stall while the worker chews: timers every 20 ms must keep firing on time.
    let worst = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 20);
    const outcome = await parsing.catch((error: unknown) => error);
    clearInterval(ticker);
    expect(outcome).toBeInstanceOf(UnreadableFile);
    expect((outcome as UnreadableFile).reason).toBe('over 1500 ms');
    expect(worst).toBeLessThan(200);
    // The pool replaced the ended worker.
    expect(await parser.parse('pdf', minimalPdf('After'))).toEqual({ kind: 'text', text: 'After' });
  }, 30_000);

  it(`refuses a PDF of more than ${PDF_PAGE_LIMIT} pages before reading any`, async () => {
    const outcome = await parser.parse('pdf', manyPagesPdf(PDF_PAGE_LIMIT + 1)).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(UnreadableFile);
    expect(await parser.parse('pdf', manyPagesPdf(PDF_PAGE_LIMIT))).toEqual({ kind: 'text', text: '' });
  });

  it('ends a worker over its memory bound', async () => {
    // 64 MB is enough to load pdf.js, not to hold three million strings of one array.
    const small = createFileParser({ threads: 1, memoryLimitMb: 64, timeLimitMs: 60_000 });
    try {
      const outcome = await small.parse('pdf', arrayBombPdf(3_000_000)).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(UnreadableFile);
      expect((outcome as UnreadableFile).reason).toBe('over 64 MB');
    } finally {
      await small.close();
    }
  }, 90_000);

  it('refuses work beyond its queue as busy instead of queueing without end', async () => {
    const busy = createFileParser({ threads: 1, maxQueue: 1, timeLimitMs: 2_000 });
    try {
      const bomb = textBombPdf();
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => busy.parse('pdf', bomb).catch((error: unknown) => error)));
      // One thread and one place in the queue: at most two are taken, the others are refused at once.
      expect(outcomes.filter((outcome) => outcome instanceof FileParserBusy).length).toBeGreaterThanOrEqual(2);
      expect(outcomes.every((outcome) => outcome instanceof FileParserBusy || outcome instanceof UnreadableFile)).toBe(true);
      expect(await busy.parse('pdf', minimalPdf('Free again'))).toEqual({ kind: 'text', text: 'Free again' });
    } finally {
      await busy.close();
    }
  }, 90_000);

  it('starts no worker until warmed or given a file, then keeps its warm workers', async () => {
    const warm = createFileParser({ threads: 2, warmThreads: 1 });
    try {
      expect(warm.threads()).toBe(0);
      warm.warm();
      expect(warm.threads()).toBe(1);
      expect(await warm.parse('pdf', minimalPdf('Warm'))).toEqual({ kind: 'text', text: 'Warm' });
      expect(warm.threads()).toBeGreaterThanOrEqual(1);
    } finally {
      await warm.close();
    }
  });
});
