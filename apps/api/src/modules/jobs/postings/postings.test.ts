import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { applyTo, buildJob, createJob, jobsParties, type Organisation } from '../../../test/factories/jobs.ts';
import type { SignedIn } from '../../../test/parties.ts';

describeEachDialect('/api/jobprofile/ writes and permissions', (ctx) => {
  let owner: Organisation, otherOrg: Organisation, candidate: SignedIn, anonymous: Agent;

  beforeAll(async () => {
    ({ owner, other: otherOrg, candidate, anonymous } = await jobsParties(ctx.app, { company: { name: 'Owner Co' } }));
  });

  describe('posting', () => {
    it('posts a job for the owner\'s company with the fields the pages read', async () => {
      const response = await owner.agent.post('/api/jobprofile/', buildJob({ title: 'Data Analyst', salary_min: '30000', salary_max: '45000.4' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        title: 'Data Analyst',
        created_by: owner.user.id,
        company: owner.company.id,
        company_name: 'Owner Co',
        salary_min: 30000,
        salary_max: 45000,
        status: 'active',
        is_active: true,
        applicants_count: 0,
        keywords: 'Python, Django, PostgreSQL',
        benefits_and_perks: 'Pension, 25 days holiday',
      });
      expect(response.json()).not.toHaveProperty('isSaved');
    });

    it('takes the company from the account, never from the body', async () => {
      const job = await createJob(owner.agent, { company: otherOrg.company.id, created_by: otherOrg.user.id, company_name: 'Forged' });
      expect(job).toMatchObject({ company: owner.company.id, created_by: owner.user.id, company_name: 'Owner Co' });
    });

    it('asks an organisation without a company to add one first', async () => {
      const orphan = await signedInAgent(ctx.app, 'smallbiz_owner');
      const response = await orphan.agent.post('/api/jobprofile/', buildJob());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Please add your company details before posting a job.'] });
    });

    it('refuses candidates (403) and anonymous visitors (401), before reading the body', async () => {
      expect((await candidate.agent.post('/api/jobprofile/', buildJob())).statusCode).toBe(403);
      expect((await candidate.agent.post('/api/jobprofile/', { title: '' })).statusCode).toBe(403);
      expect((await anonymous.post('/api/jobprofile/', buildJob())).statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('names every missing required field with the form message', async () => {
      const response = await owner.agent.post('/api/jobprofile/', {});
      expect(response.statusCode).toBe(400);
      const required = ['This field is required.'];
      expect(response.json()).toEqual({
        title: required,
        description: required,
        keywords: required,
        years_of_experience: required,
        country: required,
        state: required,
        city: required,
      });
    });

    it.each([
      [{ title: '   ' }, 'title', 'This field is required.'],
      [{ keywords: ' , ,' }, 'keywords', 'This field is required.'],
      [{ keywords: [] }, 'keywords', 'This field is required.'],
      [{ keywords: [1, 2] }, 'keywords', 'Enter a comma-separated text or a list of texts.'],
      [{ keywords: 'x'.repeat(101) }, 'keywords', 'Each item may have at most 100 characters.'],
      [{ country: '' }, 'country', 'This field is required.'],
      [{ state: null }, 'state', 'This field is required.'],
      [{ city: 'x'.repeat(101) }, 'city', 'Ensure this field has no more than 100 characters.'],
      [{ salary_min: -1 }, 'salary_min', 'Ensure this value is greater than or equal to 0.'],
      [{ salary_max: 'lots' }, 'salary_max', 'A valid number is required.'],
      [{ salary_min: 60000, salary_max: 50000 }, 'salary_max', 'Maximum salary must be greater than or equal to minimum salary.'],
      [{ salary_max: 1e12 }, 'salary_max', 'Ensure this value is less than or equal to 100000000.'],
      [{ years_of_experience: 61 }, 'years_of_experience', 'Years of experience must be a whole number from 0 to 60.'],
      [{ years_of_experience: -1 }, 'years_of_experience', 'Years of experience must be a whole number from 0 to 60.'],
      [{ years_of_experience: 2.5 }, 'years_of_experience', 'Years of experience must be a whole number from 0 to 60.'],
      [{ years_of_experience: '' }, 'years_of_experience', 'This field is required.'],
      [{ job_type: 'seasonal' }, 'job_type', 'Select a valid job type: full-time, part-time, contract, temporary, intern or volunteering.'],
      [{ is_remote: 'maybe' }, 'is_remote', 'Must be a valid boolean.'],
      [{ visa_sponsor: [] }, 'visa_sponsor', 'Must be a valid boolean.'],
      [{ status: 'archived' }, 'status', 'Select a valid status: active, paused or closed.'],
      [{ status: 'paused', is_active: true }, 'is_active', 'is_active must be true exactly when the status is active.'],
      [{ title: 'Null\u0000byte' }, 'title', 'This field contains characters that are not allowed.'],
    ])('refuses %o with a message on %s', async (overrides, field, message) => {
      const response = await owner.agent.post('/api/jobprofile/', buildJob(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
    });

    it('accepts the numbers the form sends as text, and no salary at all', async () => {
      const job = await createJob(owner.agent, { salary_min: '', salary_max: null, years_of_experience: '0', is_remote: 'true', job_type: 'volunteering' });
      expect(job).toMatchObject({ salary_min: null, salary_max: null, years_of_experience: 0, is_remote: true, job_type: 'volunteering' });
    });

    it.each(['part-time', 'contract', 'temporary'] as const)('posts a %s job with its salary', async (jobType) => {
      const job = await createJob(owner.agent, { job_type: jobType, salary_min: 20, salary_max: 30, salary_period: 'hour' });
      expect(job).toMatchObject({ job_type: jobType, salary_min: 20, salary_max: 30, salary_period: 'hour' });
    });

    it('keeps no salary on a volunteering role, whatever is sent with it', async () => {
      const job = await createJob(owner.agent, { job_type: 'volunteering', salary_min: 100, salary_max: 200 });
      expect(job).toMatchObject({ job_type: 'volunteering', salary_min: null, salary_max: null });
      const paid = await createJob(owner.agent, { job_type: 'contract', salary_min: 100, salary_max: 200 });
      const patched = await owner.agent.patch(`/api/jobprofile/${paid.id}/`, { job_type: 'volunteering', salary_min: 100, salary_max: 200 });
      expect(patched.json()).toMatchObject({ job_type: 'volunteering', salary_min: null, salary_max: null });
    });

    it('checks a PATCHed salary against the stored other end', async () => {
      const job = await createJob(owner.agent, { salary_min: 30000, salary_max: 40000 });
      const response = await owner.agent.patch(`/api/jobprofile/${job.id}/`, { salary_min: 50000 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ salary_max: ['Maximum salary must be greater than or equal to minimum salary.'] });
      expect((await owner.agent.patch(`/api/jobprofile/${job.id}/`, { salary_min: 35000 })).json().salary_min).toBe(35000);
    });
  });

  describe('keywords', () => {
    it('normalises keywords and perks: trimmed, no empty items, no repeats whatever the case', async () => {
      const job = await createJob(owner.agent, { keywords: ' Python ,python, ,SQL,  sql ,Docker', benefits_and_perks: ['Pension', ' pension', 'Gym, Bonus', ''] });
      expect(job.keywords).toBe('Python, SQL, Docker');
      expect(job.benefits_and_perks).toBe('Pension, Gym, Bonus');
    });

    // docs/product.md section C14 now demands catalogue skills: names are stored as the catalogue writes them.
    it('keeps job_skills in step with the keywords, resolving catalogue names and aliases', async () => {
      const job = await createJob(owner.agent, { keywords: ['python', 'JS'] });
      const skills = async () =>
        ctx.db
          .selectFrom('job_skills')
          .leftJoin('catalogue_skills', 'catalogue_skills.id', 'job_skills.skill_id')
          .select(['job_skills.name', 'catalogue_skills.name as catalogue'])
          .where('job_id', '=', job.id)
          .orderBy('job_skills.id')
          .execute();
      expect(await skills()).toEqual([
        { name: 'Python', catalogue: 'Python' },
        { name: 'JavaScript', catalogue: 'JavaScript' },
      ]);
      await owner.agent.patch(`/api/jobprofile/${job.id}/`, { keywords: 'SQL, Python' });
      expect(await skills()).toEqual([
        { name: 'SQL', catalogue: 'SQL' },
        { name: 'Python', catalogue: 'Python' },
      ]);
    });
  });

  describe('status', () => {
    it('closes a job sent only is_active: false, and reopens it with is_active: true', async () => {
      const job = await createJob(owner.agent);
      const closed = await owner.agent.patch(`/api/jobprofile/${job.id}/`, { is_active: false });
      expect(closed.json()).toMatchObject({ status: 'closed', is_active: false });
      const reopened = await owner.agent.patch(`/api/jobprofile/${job.id}/`, { is_active: true });
      expect(reopened.json()).toMatchObject({ status: 'active', is_active: true });
    });

    it('pauses a job with status, and keeps the status on a PUT that does not send one', async () => {
      const job = await createJob(owner.agent);
      expect((await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' })).json()).toMatchObject({ status: 'paused', is_active: false });
      const put = await owner.agent.put(`/api/jobprofile/${job.id}/`, buildJob({ title: 'Edited' }));
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ title: 'Edited', status: 'paused', is_active: false });
    });

    it('posts a job already closed when the form asks', async () => {
      expect(await createJob(owner.agent, { is_active: false })).toMatchObject({ status: 'closed', is_active: false });
    });
  });

  describe('permissions', () => {
    let active: { id: number };
    let paused: { id: number };

    beforeAll(async () => {
      active = await createJob(owner.agent, { title: 'Visible Role' });
      paused = await createJob(owner.agent, { title: 'Hidden Role', status: 'paused' });
    });

    it('lets everybody read an active job', async () => {
      for (const agent of [owner.agent, otherOrg.agent, candidate.agent, anonymous]) {
        const response = await agent.get(`/api/jobprofile/${active.id}/`);
        expect(response.statusCode).toBe(200);
        expect(response.json().title).toBe('Visible Role');
      }
    });

    it('shows applicants_count and can_manage to the owner only', async () => {
      expect((await owner.agent.get(`/api/jobprofile/${active.id}/`)).json()).toMatchObject({ applicants_count: 0, can_manage: true });
      for (const agent of [otherOrg.agent, candidate.agent, anonymous]) {
        expect((await agent.get(`/api/jobprofile/${active.id}/`)).json()).not.toHaveProperty('applicants_count');
        expect((await agent.get(`/api/jobprofile/${active.id}/`)).json()).not.toHaveProperty('can_manage');
      }
    });

    it('shows a paused job to its owner only (404 for everybody else)', async () => {
      expect((await owner.agent.get(`/api/jobprofile/${paused.id}/`)).statusCode).toBe(200);
      for (const agent of [otherOrg.agent, candidate.agent, anonymous]) expect((await agent.get(`/api/jobprofile/${paused.id}/`)).statusCode).toBe(404);
    });

    it('lists a paused job only in its owner\'s own lists', async () => {
      const titles = async (agent: Agent, query: string) => ((await agent.get(`/api/jobprofile/?limit=1000${query}`)).json().results as { title: string }[]).map((job) => job.title);
      for (const agent of [owner.agent, otherOrg.agent, candidate.agent, anonymous]) {
        expect(await titles(agent, '')).toContain('Visible Role');
        expect(await titles(agent, '')).not.toContain('Hidden Role');
      }
      for (const agent of [otherOrg.agent, candidate.agent, anonymous]) {
        expect(await titles(agent, `&created_by=${owner.user.id}`)).toContain('Visible Role');
        expect(await titles(agent, `&created_by=${owner.user.id}`)).not.toContain('Hidden Role');
      }
      expect(await titles(owner.agent, '&mine=true')).toEqual(expect.arrayContaining(['Visible Role', 'Hidden Role']));
      expect(await titles(owner.agent, `&created_by=${owner.user.id}`)).toEqual(expect.arrayContaining(['Visible Role', 'Hidden Role']));
      expect(await titles(otherOrg.agent, '&mine=true')).not.toContain('Visible Role');
      expect(await titles(candidate.agent, '&mine=true')).toEqual([]);
      expect((await anonymous.get('/api/jobprofile/?mine=true')).statusCode).toBe(401);
    });

    it('lets only the owner edit: 403 for another organisation or a candidate, 401 anonymous', async () => {
      expect((await owner.agent.patch(`/api/jobprofile/${active.id}/`, { department: 'Data' })).statusCode).toBe(200);
      for (const agent of [otherOrg.agent, candidate.agent]) {
        expect((await agent.patch(`/api/jobprofile/${active.id}/`, { title: 'Hijacked' })).statusCode).toBe(403);
        expect((await agent.put(`/api/jobprofile/${active.id}/`, buildJob({ title: 'Hijacked' }))).statusCode).toBe(403);
        expect((await agent.delete(`/api/jobprofile/${active.id}/`)).statusCode).toBe(403);
      }
      expect((await anonymous.patch(`/api/jobprofile/${active.id}/`, { title: 'Hijacked' })).statusCode).toBe(401);
      expect((await anonymous.delete(`/api/jobprofile/${active.id}/`)).statusCode).toBe(401);
      expect((await anonymous.get(`/api/jobprofile/${active.id}/`)).json().title).toBe('Visible Role');
    });

    it('answers 404 to another organisation writing to a job it cannot see', async () => {
      expect((await otherOrg.agent.patch(`/api/jobprofile/${paused.id}/`, { title: 'Hijacked' })).statusCode).toBe(404);
      expect((await otherOrg.agent.delete(`/api/jobprofile/${paused.id}/`)).statusCode).toBe(404);
      expect((await owner.agent.patch('/api/jobprofile/999999/', { title: 'x' })).statusCode).toBe(404);
    });

    it('answers 400, not 500, for ids that are not numbers', async () => {
      for (const id of ['abc', '1%20or%201=1', '-1', '0', '99999999999999', '1.5']) {
        expect((await anonymous.get(`/api/jobprofile/${id}/`)).statusCode).toBe(400);
      }
    });

    it('lets the owner delete a job, with its applications', async () => {
      const job = await createJob(owner.agent);
      await applyTo(candidate.agent, job.id);
      expect((await owner.agent.delete(`/api/jobprofile/${job.id}/`)).statusCode).toBe(204);
      expect((await owner.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
      expect(await ctx.db.selectFrom('job_applications').select('id').where('job_id', '=', job.id).execute()).toEqual([]);
    });
  });
});
