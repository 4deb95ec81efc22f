import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicMediaDir } from '../../lib/uploads/images.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { minimalPdf, organisationWithJob, signedInCandidate } from '../../test/factories/profile.ts';
import { malformedMultipart, multipart } from '../../test/multipart.ts';
import { MESSAGES } from '@tandem/contract';
import { displayFilename, privateResumeDir } from './resume/storage.ts';

const UPLOAD = '/common/resume/upload/';
const pdfForm = (data: Buffer, filename = 'cv.pdf', type = 'application/pdf') =>
  multipart({}, { name: 'resume', filename, type, data });

describeEachDialect('/common/resume/', (ctx) => {
  const resumesDir = () => privateResumeDir(ctx.database.config.uploadsDir);
  const filesOnDisk = () => (existsSync(resumesDir()) ? readdirSync(resumesDir()) : []);
  const upload = (agent: Agent, data: Buffer, filename?: string, type?: string) => {
    const form = pdfForm(data, filename, type);
    return agent.post(UPLOAD, form.body, { headers: form.headers });
  };
  const storedRow = (userId: number) =>
    ctx.db.selectFrom('resumes').selectAll().where('user_id', '=', userId).executeTakeFirst();

  describe('upload', () => {
    it('stores a PDF privately, shows it, extracts its text, and deletes it with its file', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      expect((await agent.get(UPLOAD)).json()).toEqual({ resume: null });

      const response = await upload(agent, minimalPdf('Python Django'), 'My CV.pdf');
      expect(response.statusCode).toBe(201);
      const resume = response.json().resume;
      expect(resume).toEqual({
        filename: 'My CV.pdf',
        size: minimalPdf('Python Django').length,
        uploaded_at: expect.any(String),
        url: `/common/resume/${user.id}/file/`,
      });

      const row = await storedRow(user.id);
      expect(row?.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(existsSync(join(resumesDir(), row?.storage_key ?? ''))).toBe(true);
      expect(resumesDir().startsWith(publicMediaDir(ctx.database.config.uploadsDir))).toBe(false);
      expect(row?.text).toContain('Python');
      expect(row?.text).toContain('Django');
      expect((await agent.get(UPLOAD)).json()).toEqual({ resume });
      // Not reachable through the public media route.
      expect((await agent.get(`/media/../private/resumes/${row?.storage_key}`)).statusCode).toBe(404);

      const removed = await agent.delete(UPLOAD);
      expect(removed.statusCode).toBe(204);
      expect(await storedRow(user.id)).toBeUndefined();
      expect(existsSync(join(resumesDir(), row?.storage_key ?? ''))).toBe(false);
      expect((await agent.get(UPLOAD)).json()).toEqual({ resume: null });
      expect((await agent.delete(UPLOAD)).statusCode).toBe(204);
    });

    it('replaces the previous résumé and its file', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      await upload(agent, minimalPdf('First'), 'first.pdf');
      const first = await storedRow(user.id);
      const second = await upload(agent, minimalPdf('Second'), 'second.pdf');
      expect(second.statusCode).toBe(200);
      expect(second.json().resume.filename).toBe('second.pdf');
      const row = await storedRow(user.id);
      expect(row?.text).toContain('Second');
      expect(filesOnDisk()).toContain(row?.storage_key);
      expect(filesOnDisk()).not.toContain(first?.storage_key);
    });

    it('refuses a text file named .pdf with 415 and stores nothing', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const before = filesOnDisk();
      const response = await upload(agent, Buffer.from('just some text, not a PDF'), 'cv.pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: 'Please upload a PDF file' });
      expect(filesOnDisk()).toEqual(before);
      expect(await storedRow(user.id)).toBeUndefined();
    });

    it('refuses a file over 10 MB with 413 and stores nothing', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const before = filesOnDisk();
      const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
      const response = await upload(agent, big);
      expect(response.statusCode).toBe(413);
      expect(filesOnDisk()).toEqual(before);
      expect(await storedRow(user.id)).toBeUndefined();
    });

    it('accepts a PDF of several megabytes', async () => {
      const { agent } = await signedInCandidate(ctx.app);
      const response = await upload(
        agent,
        Buffer.concat([minimalPdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
      );
      expect(response.statusCode).toBe(201);
    });

    it('accepts a PDF with no text, and keeps it with no text', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const response = await upload(agent, minimalPdf(''), 'blank.pdf');
      expect(response.statusCode).toBe(201);
      expect((await storedRow(user.id))?.text).toBe('');
    });

    it('tells a PDF by parsing it: %PDF- followed by anything else is refused with 415', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const before = filesOnDisk();
      for (const fake of ['%PDF-1.4\nthis is not really a PDF body\n%%EOF\n', '%PDF-1.7\n<html><script>alert(1)</script></html>']) {
        const response = await upload(agent, Buffer.from(fake), 'fake.pdf');
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ detail: 'Please upload a PDF file' });
      }
      expect(filesOnDisk()).toEqual(before);
      expect(await storedRow(user.id)).toBeUndefined();
    });

    it('answers a malformed multipart body with a 400 under resume and stores nothing', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const before = filesOnDisk();
      for (const form of malformedMultipart({}, { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf() })) {
        const response = await agent.post(UPLOAD, form.body, { headers: form.headers });
        expect(response.statusCode, form.case).toBe(400);
        expect(response.json(), form.case).toEqual({ resume: [MESSAGES.malformedForm] });
      }
      expect(filesOnDisk()).toEqual(before);
      expect(await storedRow(user.id)).toBeUndefined();
    });

    it('stores a hostile file name safely: the display name is its last part, the file is named by the server', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const response = await upload(agent, minimalPdf(), '../../etc/passwd.pdf');
      expect(response.statusCode).toBe(201);
      expect(response.json().resume.filename).toBe('passwd.pdf');
      const markup = await upload(agent, minimalPdf(), '<img src=x onerror=alert(1)>CV.pdf');
      expect(markup.json().resume.filename).toBe('img src=x onerror=alert(1)CV.pdf');
      expect((await storedRow(user.id))?.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    });

    it('asks for the resume field when none is sent', async () => {
      const { agent } = await signedInCandidate(ctx.app);
      const form = multipart({ resume: 'not a file' });
      const response = await agent.post(UPLOAD, form.body, { headers: form.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ resume: ['No file was submitted.'] });
      expect((await agent.post(UPLOAD, { resume: 'x' })).statusCode).toBe(400);
    });

    it('refuses an upload without the CSRF header', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      const form = pdfForm(minimalPdf());
      const response = await agent.post(UPLOAD, form.body, { headers: form.headers, csrf: false });
      expect(response.statusCode).toBe(403);
      expect(await storedRow(user.id)).toBeUndefined();
    });

    it('is for candidates only', async () => {
      const recruiter = await signedInAgent(ctx.app, 'recruiter');
      expect((await recruiter.agent.get(UPLOAD)).statusCode).toBe(403);
      expect((await upload(recruiter.agent, minimalPdf())).statusCode).toBe(403);
      expect((await recruiter.agent.delete(UPLOAD)).statusCode).toBe(403);
      const anonymous = new Agent(ctx.app);
      expect((await anonymous.get(UPLOAD)).statusCode).toBe(401);
      expect((await upload(anonymous, minimalPdf())).statusCode).toBe(401);
    });
  });

  describe('download', () => {
    let owner: Awaited<ReturnType<typeof signedInCandidate>>;
    let url: string;
    beforeAll(async () => {
      owner = await signedInCandidate(ctx.app);
      url = (await upload(owner.agent, minimalPdf(), 'Zoë CV (final).pdf')).json().resume.url;
    });

    it('serves the owner the PDF as an attachment', async () => {
      const response = await owner.agent.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Zo_ CV (final).pdf"; filename*=UTF-8''Zo%C3%AB%20CV%20%28final%29.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(minimalPdf())).toBe(true);
    });

    it('refuses strangers: another candidate, an organisation the candidate did not apply to, and anonymous', async () => {
      const stranger = await signedInCandidate(ctx.app);
      expect((await stranger.agent.get(url)).statusCode).toBe(404);
      const organisation = await organisationWithJob(ctx.app, ctx.db);
      expect((await organisation.agent.get(url)).statusCode).toBe(404);
      expect((await new Agent(ctx.app).get(url)).statusCode).toBe(401);
    });

    it('serves an organisation whose job the candidate applied to, until the application is withdrawn', async () => {
      const organisation = await organisationWithJob(ctx.app, ctx.db);
      await organisation.applyTo(owner.user.id);
      expect((await organisation.agent.get(url)).statusCode).toBe(200);
      await ctx.db
        .updateTable('job_applications')
        .set({ withdrawn_at: new Date().toISOString() })
        .where('job_id', '=', organisation.jobId)
        .execute();
      expect((await organisation.agent.get(url)).statusCode).toBe(404);
    });

    it('answers 404 for a candidate without a résumé and 400 for a bad id', async () => {
      const { agent, user } = await signedInCandidate(ctx.app);
      expect((await agent.get(`/common/resume/${user.id}/file/`)).statusCode).toBe(404);
      expect((await agent.get('/common/resume/abc/file/')).statusCode).toBe(400);
      expect((await agent.get('/common/resume/99999999999/file/')).statusCode).toBe(400);
    });
  });
});

describe('displayFilename', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\cv.pdf', 'cv.pdf'],
    ['a\u0000b\u001fc\u202e.pdf', 'abc.pdf'],
    ['', 'resume.pdf'],
    ['../', 'resume.pdf'],
    ['<b>CV<b>.pdf', 'bCVb.pdf'],
    ['"quoted" name?.pdf', 'quoted name.pdf'],
    [undefined, 'resume.pdf'],
  ])('%j shows as %j', (given, shown) => {
    expect(displayFilename(given)).toBe(shown);
  });

  it('keeps a long name to 200 characters with its extension', () => {
    const shown = displayFilename(`${'x'.repeat(300)}.pdf`);
    expect(shown).toHaveLength(200);
    expect(shown.endsWith('.pdf')).toBe(true);
  });
});
