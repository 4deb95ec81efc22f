import { IMPORT_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInCandidate } from '../../test/factories/profile.ts';
import { JANE, resumePdf } from '../../test/factories/resumes.ts';
import { healthWhile } from '../../test/health-while.ts';
import { manyPagesPdf, textBombPdf } from '../../test/hostile-pdf.ts';
import { multipart } from '../../test/multipart.ts';

const IMPORT = '/api/profile/import/';

// The import reads files in the parse pool (file-parsing/, kind 'import'). The time bound is short here so the
// test is quick; the bomb takes pdf.js several seconds of one thread.
describeEachDialect(
  'POST /api/profile/import/ reads files off the main thread, within the parse pool bounds',
  (ctx) => {
    let candidate: { agent: Agent };
    beforeAll(async () => {
      candidate = await signedInCandidate(ctx.app);
    });
    const upload = (data: Buffer) => {
      const form = multipart({}, { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data });
      return candidate.agent.post(IMPORT, form.body, { headers: form.headers });
    };

    it("a PDF that would hold the thread for seconds is a 400 'We could not read this file.', and the health check answers in under 200 ms meanwhile", async () => {
      const { outcome, slowestMs, checks } = await healthWhile(ctx.app, upload(textBombPdf()));
      expect(outcome.statusCode).toBe(400);
      expect(outcome.json()).toEqual({ file: [IMPORT_MESSAGES.unreadable] });
      expect(checks).toBeGreaterThan(5);
      expect(slowestMs).toBeLessThan(200);
      // The pool replaced its ended worker: an ordinary résumé is read again.
      const again = await upload(await resumePdf(JANE));
      expect(again.statusCode).toBe(200);
      expect(again.json<{ source: string }>().source).toBe('pdf');
    }, 60_000);

    it("a PDF of thousands of pages is a 400 'We could not read this file.'", async () => {
      const response = await upload(manyPagesPdf(20_000));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: [IMPORT_MESSAGES.unreadable] });
    }, 30_000);
  },
  { PARSE_TIME_LIMIT: '1s' },
);
