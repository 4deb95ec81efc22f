import type { JobApplicationAnswer } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { signedInAgent } from '../../../test/agent.ts';
import { applyTo, createJob, signedInOrganisation, type Organisation } from '../../../test/factories/jobs.ts';
import { minimalPdf } from '../../../test/factories/profile.ts';
import { multipart } from '../../../test/multipart.ts';
import type { SignedIn } from '../../../test/parties.ts';

// The applicant board knew who had a résumé only by asking the file route for each applicant (a 404 per
// applicant without one, in the console); the list now says so itself.
describeEachDialect('which applicants have a résumé', (ctx) => {
  let owner: Organisation, withResume: SignedIn, withoutResume: SignedIn;
  let jobId: number;

  beforeAll(async () => {
    owner = await signedInOrganisation(ctx.app, 'recruiter');
    withResume = await signedInAgent(ctx.app, 'candidate');
    withoutResume = await signedInAgent(ctx.app, 'candidate');
    const form = multipart({}, { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf() });
    expect((await withResume.agent.post('/common/resume/upload/', form.body, { headers: form.headers })).statusCode).toBe(201);
    jobId = (await createJob(owner.agent)).id;
    await applyTo(withResume.agent, jobId);
    await applyTo(withoutResume.agent, jobId);
  });

  it("is in each applicant of the organisation's list", async () => {
    const response = await owner.agent.get(`/api/job-applications/?job=${jobId}`);
    expect(response.statusCode).toBe(200);
    const byCandidate = new Map(
      (response.json().results as JobApplicationAnswer[]).map((row) => [row.candidate.id, row.candidate.has_resume]),
    );
    expect(byCandidate.get(withResume.user.id)).toBe(true);
    expect(byCandidate.get(withoutResume.user.id)).toBe(false);
  });

  it('is in a single application too, and follows a deleted résumé', async () => {
    const list = (await withResume.agent.get('/api/job-applications/')).json().results as JobApplicationAnswer[];
    const mine = list.find((row) => row.job === jobId);
    expect(mine?.candidate.has_resume).toBe(true);
    expect((await withResume.agent.delete('/common/resume/upload/')).statusCode).toBe(204);
    const one = await owner.agent.get(`/api/job-applications/${mine?.id}/`);
    expect(one.json().candidate.has_resume).toBe(false);
  });
});
