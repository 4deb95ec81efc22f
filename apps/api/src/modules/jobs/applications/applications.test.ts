import type { JobApplicationAnswer } from '@tandem/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { applyTo, createJob, jobsParties, type Organisation } from '../../../test/factories/jobs.ts';
import type { SignedIn } from '../../../test/parties.ts';

describeEachDialect('job applications', (ctx) => {
  let owner: Organisation, otherOrg: Organisation, candidate: SignedIn, anonymous: Agent;
  let otherCandidate: SignedIn;
  let job: { id: number; title: string };
  let application: JobApplicationAnswer;

  beforeAll(async () => {
    const cara = { name: 'Cara Candidate', phone_number: '07700 900123' };
    ({ owner, other: otherOrg, candidate, anonymous } = await jobsParties(ctx.app, { company: { name: 'Hiring Co' } }, {}, cara));
    otherCandidate = await signedInAgent(ctx.app, 'candidate');
    job = await createJob(owner.agent, { title: 'Support Engineer' });
    application = await applyTo(candidate.agent, job.id, 'I would love to help.');
  });

  describe('applying', () => {
    it('records the application, its first event and the candidate\'s activity', async () => {
      expect(application).toMatchObject({
        job: job.id,
        job_title: 'Support Engineer',
        company: owner.company.id,
        company_name: 'Hiring Co',
        status: 'applied',
        is_open: true,
        note: 'I would love to help.',
        withdrawn_at: null,
        candidate: { id: candidate.user.id, name: 'Cara Candidate' },
      });
      const events = await ctx.db.selectFrom('job_application_events').selectAll().where('job_application_id', '=', application.id).execute();
      expect(events).toEqual([expect.objectContaining({ from_status: null, to_status: 'applied', changed_by: candidate.user.id })]);
      const activity = await ctx.db.selectFrom('activity_log').selectAll().where('user_id', '=', candidate.user.id).execute();
      expect(activity).toEqual([expect.objectContaining({ kind: 'applied', job_id: job.id, summary: 'You applied for Support Engineer at Hiring Co.' })]);
    });

    it('refuses a second application to the same job', async () => {
      const response = await candidate.agent.post(`/api/jobprofile/${job.id}/apply/`, { note: 'Again' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['You have already applied to this job.'] });
    });

    it('refuses a note over 2000 characters', async () => {
      const other = await createJob(owner.agent);
      const response = await otherCandidate.agent.post(`/api/jobprofile/${other.id}/apply/`, { note: 'x'.repeat(2001) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ note: ['Ensure this field has no more than 2000 characters.'] });
    });

    it('applies only to active jobs', async () => {
      const closed = await createJob(owner.agent, { is_active: false });
      expect((await otherCandidate.agent.post(`/api/jobprofile/${closed.id}/apply/`)).statusCode).toBe(404);
      expect((await otherCandidate.agent.post('/api/jobprofile/999999/apply/')).statusCode).toBe(404);
    });

    it('refuses organisations (403) and anonymous visitors (401)', async () => {
      expect((await owner.agent.post(`/api/jobprofile/${job.id}/apply/`)).statusCode).toBe(403);
      expect((await otherOrg.agent.post(`/api/jobprofile/${job.id}/apply/`, { note: 'x'.repeat(5000) })).statusCode).toBe(403);
      expect((await anonymous.post(`/api/jobprofile/${job.id}/apply/`)).statusCode).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists a candidate\'s own applications only', async () => {
      const own = (await candidate.agent.get('/api/job-applications/')).json();
      expect(own.count).toBe(1);
      expect(own.results[0]).toMatchObject({ id: application.id, job_title: 'Support Engineer', company_name: 'Hiring Co', status: 'applied' });
      const others = (await otherCandidate.agent.get('/api/job-applications/')).json().results as JobApplicationAnswer[];
      expect(others.map((row) => row.id)).not.toContain(application.id);
    });

    it('lists applicants to the owner\'s jobs with their contact details', async () => {
      const page = (await owner.agent.get('/api/job-applications/')).json();
      const row = (page.results as JobApplicationAnswer[]).find((entry) => entry.id === application.id);
      expect(row?.candidate).toEqual({ id: candidate.user.id, name: 'Cara Candidate', title: '', email: candidate.signup.email, phone_number: '07700 900123', has_resume: false });
    });

    it('shows another organisation none of them, and 404 for one', async () => {
      expect((await otherOrg.agent.get('/api/job-applications/')).json()).toMatchObject({ count: 0, results: [] });
      expect((await otherOrg.agent.get(`/api/job-applications/${application.id}/`)).statusCode).toBe(404);
      expect((await otherCandidate.agent.get(`/api/job-applications/${application.id}/`)).statusCode).toBe(404);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).statusCode).toBe(200);
      expect((await candidate.agent.get(`/api/job-applications/${application.id}/`)).statusCode).toBe(200);
    });

    it('refuses anonymous visitors (401)', async () => {
      expect((await anonymous.get('/api/job-applications/')).statusCode).toBe(401);
      expect((await anonymous.get(`/api/job-applications/${application.id}/`)).statusCode).toBe(401);
    });

    it('filters by job and status, and refuses bad filters', async () => {
      expect((await owner.agent.get(`/api/job-applications/?job=${job.id}&status=applied`)).json().count).toBeGreaterThanOrEqual(1);
      expect((await owner.agent.get(`/api/job-applications/?job=${job.id}&status=hired`)).json().count).toBe(0);
      expect((await owner.agent.get('/api/job-applications/?status=maybe')).statusCode).toBe(400);
      expect((await owner.agent.get('/api/job-applications/?job=abc')).statusCode).toBe(400);
      expect((await owner.agent.get('/api/job-applications/?limit=1001')).statusCode).toBe(400);
    });
  });

  const move = (agent: Agent, id: number, status: unknown) => agent.patch(`/api/job-applications/${id}/`, { status });

  describe('moving along the pipeline', () => {
    it('lets only the owner organisation change the status', async () => {
      expect((await move(candidate.agent, application.id, 'hired')).statusCode).toBe(403);
      expect((await move(otherOrg.agent, application.id, 'screening')).statusCode).toBe(404);
      expect((await move(otherCandidate.agent, application.id, 'screening')).statusCode).toBe(404);
      expect((await move(anonymous, application.id, 'screening')).statusCode).toBe(401);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).json().status).toBe('applied');
    });

    it('moves forward, records each change and refuses going back', async () => {
      const fresh = await applyTo(otherCandidate.agent, job.id);
      expect((await move(owner.agent, fresh.id, 'screening')).json()).toMatchObject({ status: 'screening', is_open: true });
      expect((await move(owner.agent, fresh.id, 'screening')).statusCode).toBe(200);
      expect((await move(owner.agent, fresh.id, 'offer')).json().status).toBe('offer');
      const back = await move(owner.agent, fresh.id, 'applied');
      expect(back.statusCode).toBe(400);
      expect(back.json()).toEqual({ status: ['An application cannot move from offer to applied.'] });
      expect((await move(owner.agent, fresh.id, 'hired')).json()).toMatchObject({ status: 'hired', is_open: false });
      expect((await move(owner.agent, fresh.id, 'rejected')).json()).toEqual({ status: ['An application cannot move from hired to rejected.'] });
      const events = await ctx.db.selectFrom('job_application_events').select(['from_status', 'to_status', 'changed_by']).where('job_application_id', '=', fresh.id).orderBy('id').execute();
      expect(events).toEqual([
        { from_status: null, to_status: 'applied', changed_by: otherCandidate.user.id },
        { from_status: 'applied', to_status: 'screening', changed_by: owner.user.id },
        { from_status: 'screening', to_status: 'offer', changed_by: owner.user.id },
        { from_status: 'offer', to_status: 'hired', changed_by: owner.user.id },
      ]);
      const activity = await ctx.db.selectFrom('activity_log').select(['kind', 'summary']).where('user_id', '=', otherCandidate.user.id).where('kind', '=', 'status_changed').orderBy('id').execute();
      expect(activity.map((row) => row.summary)).toEqual([
        'Your application for Support Engineer at Hiring Co moved to Screening.',
        'Your application for Support Engineer at Hiring Co moved to Offer.',
        'Your application for Support Engineer at Hiring Co moved to Hired.',
      ]);
    });

    it('rejects from any open stage, and nothing moves a rejected application', async () => {
      const late = await createJob(owner.agent);
      const rejected = await applyTo(otherCandidate.agent, late.id);
      expect((await move(owner.agent, rejected.id, 'interview')).json().status).toBe('interview');
      expect((await move(owner.agent, rejected.id, 'rejected')).json()).toMatchObject({ status: 'rejected', is_open: false });
      expect((await move(owner.agent, rejected.id, 'offer')).statusCode).toBe(400);
    });

    it('refuses an unknown status', async () => {
      for (const status of ['withdrawn', 'HIRED', '', null, ['offer']]) {
        const response = await move(owner.agent, application.id, status);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json())).toEqual(['status']);
      }
      expect((await owner.agent.patch(`/api/job-applications/${application.id}/`, {})).json()).toEqual({ status: ['This field is required.'] });
    });
  });

  describe('withdrawing', () => {
    it('lets the candidate withdraw once, and the application is no longer open', async () => {
      const target = await createJob(owner.agent);
      const mine = await applyTo(candidate.agent, target.id);
      expect((await owner.agent.post(`/api/job-applications/${mine.id}/withdraw/`)).statusCode).toBe(403);
      expect((await otherCandidate.agent.post(`/api/job-applications/${mine.id}/withdraw/`)).statusCode).toBe(404);
      expect((await anonymous.post(`/api/job-applications/${mine.id}/withdraw/`)).statusCode).toBe(401);
      const response = await candidate.agent.post(`/api/job-applications/${mine.id}/withdraw/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'applied', is_open: false, withdrawn_at: expect.any(String) });
      expect((await candidate.agent.post(`/api/job-applications/${mine.id}/withdraw/`)).json()).toEqual({ non_field_errors: ['This application has already been withdrawn.'] });
      expect((await move(owner.agent, mine.id, 'screening')).json()).toEqual({ status: ['This application is no longer open.'] });
      expect((await candidate.agent.post(`/api/jobprofile/${target.id}/apply/`)).statusCode).toBe(400);
      const last = await ctx.db.selectFrom('job_application_events').select(['from_status', 'to_status']).where('job_application_id', '=', mine.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(last).toEqual({ from_status: 'applied', to_status: 'withdrawn' });
    });

    it('refuses to withdraw a decided application', async () => {
      const target = await createJob(owner.agent);
      const mine = await applyTo(candidate.agent, target.id);
      await move(owner.agent, mine.id, 'rejected');
      expect((await candidate.agent.post(`/api/job-applications/${mine.id}/withdraw/`)).json()).toEqual({ non_field_errors: ['This application is no longer open.'] });
    });
  });
});
