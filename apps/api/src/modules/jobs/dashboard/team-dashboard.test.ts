import { afterAll, expect, it } from 'vitest';
import { signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { linkIn, startTestSmtp, tokenOf } from '../../../test/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

// Dashboards for every organisation role (issue 33): a small business's or a nonprofit's figures are its company's,
// the same for each of its members, whoever posted the job or moved the applicant.
describeEachDialect(
  'the organisation dashboard of a team',
  (ctx) => {
    for (const role of ['smallbiz_owner', 'nonprofit'] as const) {
      it(`counts a ${role}'s company jobs and moves for every member, and nothing once a member is removed`, async () => {
        const owner = await signedInOrganisation(ctx.app, role);
        const colleague = await signedInAgent(ctx.app, role);
        await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: colleague.signup.email });
        await ctx.app.queue.drain();
        const link = linkIn(smtp.to(colleague.signup.email).at(-1)!, '/join?token=');
        expect((await colleague.agent.post('/api/company/join/', { token: tokenOf(link) })).statusCode).toBe(200);

        const job = await createJob(owner.agent, { title: 'Shift Lead' });
        await createJob(colleague.agent, { title: 'Weekend Helper' });
        const candidate = await signedInAgent(ctx.app, 'candidate', { name: 'Rowan' });
        const application = await applyTo(candidate.agent, job.id);
        expect((await colleague.agent.patch(`/api/job-applications/${application.id}/`, { status: 'hired' })).statusCode).toBe(200);

        const expected = { active_jobs: 2, new_applicants: 1, interviews: 0, hired: 1, recent_candidates: [{ application_id: application.id, name: 'Rowan', job_title: 'Shift Lead', status: 'hired' }] };
        for (const period of ['7d', '30d', 'month', 'year']) {
          // 'since' is now less the period for rolling periods, so it differs between two calls by a few milliseconds.
          const { since: _ownerSince, ...byOwner } = (await owner.agent.get(`/api/org/dashboard/?period=${period}`)).json();
          const { since: _colleagueSince, ...byColleague } = (await colleague.agent.get(`/api/org/dashboard/?period=${period}`)).json();
          expect(byOwner).toMatchObject({ period, ...expected });
          expect(byColleague).toEqual(byOwner);
        }

        await owner.agent.delete(`/api/company/${owner.company.id}/members/${colleague.user.id}/`);
        expect((await colleague.agent.get('/api/org/dashboard/?period=year')).json()).toMatchObject({ active_jobs: 0, new_applicants: 0, hired: 0, recent_candidates: [] });
        expect((await owner.agent.get('/api/org/dashboard/?period=year')).json()).toMatchObject(expected);
      });
    }
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' },
);
