import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { signedInAgent } from '../../test/agent.ts';
import { buildJob } from '../../test/factories/jobs.ts';

describeEachDialect('the applicant pipeline, end to end', (ctx) => {
  it('takes a candidate from application to interview and out again, with every screen in step', async () => {
    // An organisation signs up, adds its company as /addcompany does, and posts a job.
    const org = await signedInAgent(ctx.app, 'recruiter');
    const company = (await org.agent.post('/api/company/', { name: 'Pipeline Ltd', address: '5 Dock Road, Hull' })).json();
    expect((await org.agent.put(`/api/users/${org.user.id}/`, { name: 'Priya', phone_number: '', address: '', company: company.id })).statusCode).toBe(200);
    const job = (await org.agent.post('/api/jobprofile/', buildJob({ title: 'Warehouse Lead', keywords: ['Forklift Operation', 'Team Leadership'] }))).json();
    expect(job).toMatchObject({ company_name: 'Pipeline Ltd', status: 'active' });

    // A candidate finds it, saves it and applies.
    const candidate = await signedInAgent(ctx.app, 'candidate', { name: 'Sam', phone_number: '07700 900999' });
    const found = (await candidate.agent.get('/api/jobprofile/?search=warehouse')).json();
    expect(found.results.map((result: { id: number }) => result.id)).toEqual([job.id]);
    expect((await candidate.agent.post(`/api/jobprofile/${job.id}/save/`)).json().isSaved).toBe(true);
    const application = (await candidate.agent.post(`/api/jobprofile/${job.id}/apply/`, { note: 'Five years on the floor.' })).json();
    expect(application.status).toBe('applied');

    // The organisation sees the applicant, with contact details, and moves them to screening then interview.
    const applicants = (await org.agent.get(`/api/job-applications/?job=${job.id}`)).json();
    expect(applicants.results[0].candidate).toMatchObject({ name: 'Sam', phone_number: '07700 900999' });
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json().applicants_count).toBe(1);
    for (const status of ['screening', 'interview']) {
      expect((await org.agent.patch(`/api/job-applications/${application.id}/`, { status })).json().status).toBe(status);
    }

    // The candidate sees the status; the stats and the organisation dashboard count it. Interviews count booked ones
    // (issue 34), and a move to the interview stage books none.
    expect((await candidate.agent.get('/api/job-applications/')).json().results[0]).toMatchObject({ status: 'interview', job_title: 'Warehouse Lead', company_name: 'Pipeline Ltd', is_open: true });
    expect((await candidate.agent.get('/api/users/dashboard/job-search-stats/?days=30')).json()).toEqual({ applications: 1, screens: 1, offers: 0, interviews: 0 });
    const activity = (await candidate.agent.get('/api/users/dashboard/recent-activity/')).json();
    expect(activity.map((row: { kind: string }) => row.kind)).toEqual(['status_changed', 'status_changed', 'applied']);
    expect((await org.agent.get('/api/org/dashboard/?period=7d')).json()).toMatchObject({
      active_jobs: 1,
      new_applicants: 1,
      interviews: 0,
      hired: 0,
      recent_candidates: [{ application_id: application.id, name: 'Sam', job_title: 'Warehouse Lead', status: 'interview' }],
    });

    // The candidate withdraws: the application is closed and leaves the organisation's recent candidates.
    const withdrawn = (await candidate.agent.post(`/api/job-applications/${application.id}/withdraw/`)).json();
    expect(withdrawn).toMatchObject({ is_open: false, withdrawn_at: expect.any(String) });
    expect((await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'offer' })).statusCode).toBe(400);
    expect((await org.agent.get('/api/org/dashboard/')).json().recent_candidates).toEqual([]);
    expect((await org.agent.get(`/api/jobprofile/${job.id}/`)).json().applicants_count).toBe(0);
    expect((await candidate.agent.get('/api/users/dashboard/recent-activity/')).json()[0].kind).toBe('withdrawn');
  });
});
