import { MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../test/agent.ts';
import { describeEachDialect } from '../test/app.ts';
import { minimalPdf, signedInCandidate } from '../test/factories/profile.ts';
import { healthWhile } from '../test/health-while.ts';
import { manyPagesPdf, textBombPdf } from '../test/hostile-pdf.ts';
import { multipart } from '../test/multipart.ts';

// The time bound is short here so the test is quick; the bomb takes pdf.js several seconds of one thread.
describeEachDialect(
  'uploaded files are read off the main thread (issue 28, finding 1)',
  (ctx) => {
    let candidate: { agent: Agent };
    let bomb: Buffer;
    beforeAll(async () => {
      bomb = textBombPdf();
      await ctx.app.matching.sync();
      candidate = await signedInCandidate(ctx.app);
    });
    const send = (url: string, field: string, data: Buffer) => {
      const form = multipart({}, { name: field, filename: 'cv.pdf', type: 'application/pdf', data });
      return candidate.agent.post(url, form.body, { headers: form.headers });
    };

    for (const [url, field] of [
      ['/api/matching/extract-skills/', 'file'],
      ['/common/resume/upload/', 'resume'],
    ] as const) {
      it(`${url}: a PDF that would hold the thread for seconds is a 400 'We could not read this file.', and the health check answers in under 200 ms meanwhile`, async () => {
        const { outcome, slowestMs, checks } = await healthWhile(ctx.app, send(url, field, bomb));
        expect(outcome.statusCode).toBe(400);
        expect(outcome.json()).toEqual({ [field]: [MESSAGES.unreadableFile] });
        expect(checks).toBeGreaterThan(5);
        expect(slowestMs).toBeLessThan(200);
        // The pool replaced its ended worker: an ordinary PDF is read again.
        expect((await send(url, field, minimalPdf('Python Django'))).statusCode).toBeLessThan(300);
      }, 60_000);

      it(`${url}: a PDF of thousands of pages is a 400 'We could not read this file.'`, async () => {
        const response = await send(url, field, manyPagesPdf(20_000));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ [field]: [MESSAGES.unreadableFile] });
      }, 30_000);
    }

    it('stores nothing of a résumé it could not read', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const form = multipart({}, { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: manyPagesPdf(20_000) });
      expect((await agent.post('/common/resume/upload/', form.body, { headers: form.headers })).statusCode).toBe(400);
      expect(await ctx.db.selectFrom('resumes').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    }, 30_000);
  },
  { PARSE_TIME_LIMIT: '1s' },
);
