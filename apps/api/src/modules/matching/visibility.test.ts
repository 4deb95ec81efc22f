import { INVITATION_MESSAGES, USER_MESSAGES, type Visibility } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
type Candidate = Awaited<ReturnType<typeof signedInCandidate>>;

describeEachDialect('who sees a candidate (visibility)', (ctx) => {
  const severalInstances = ctx.dialect === 'postgres';
  let recruiter: Org;
  let otherOrg: Org;
  let recruiterJob: { id: number };
  let recruiterSecondJob: { id: number };
  let otherJob: { id: number };

  beforeAll(async () => {
    recruiter = await signedInOrganisation(ctx.app, 'recruiter');
    otherOrg = await signedInOrganisation(ctx.app, 'smallbiz_owner');
    recruiterJob = await createJob(recruiter.agent, { title: 'Rust Engineer', keywords: 'Rust, Python' });
    recruiterSecondJob = await createJob(recruiter.agent, { title: 'Rust Lead', keywords: 'Rust' });
    otherJob = await createJob(otherOrg.agent, { title: 'Rust Developer', keywords: 'Rust, Python' });
  });

  /** A candidate ranked for every job above (Rust and Python 9/10), with the visibility given. */
  async function rustacean(visibility?: Visibility): Promise<Candidate> {
    const candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Rust', 9);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 9);
    if (visibility) await setVisibility(candidate, visibility);
    return candidate;
  }
  async function setVisibility(candidate: Candidate, visibility: Visibility) {
    const response = await candidate.agent.patch(`/api/users/${candidate.user.id}/`, { visibility });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
  /** The candidate ids an organisation's ranking for its job shows, and the count it gives. */
  async function ranking(org: Org, jobId: number, query = '') {
    const response = await org.agent.get(`/api/matching/match/?job=${jobId}&limit=1000${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { count: number; results: { candidate: { id: number } }[] };
    return { ids: page.results.map((item) => item.candidate.id), count: page.count };
  }
  const ranks = async (org: Org, jobId: number, candidate: Candidate) => (await ranking(org, jobId)).ids.includes(candidate.user.id);
  const invite = (org: Org, jobId: number, candidate: Candidate) => org.agent.post(`/api/jobprofile/${jobId}/invite/`, { candidate: candidate.user.id });

  describe('choosing', () => {
    it('starts open, and answers the choice in the user record', async () => {
      const candidate = await signedInCandidate(ctx.app);
      expect((await candidate.agent.get(`/api/users/${candidate.user.id}/`)).json().visibility).toBe('open');
      expect((await setVisibility(candidate, 'applied')).json().visibility).toBe('applied');
      expect((await candidate.agent.get(`/api/users/${candidate.user.id}/`)).json().visibility).toBe('applied');
    });

    it('refuses a value outside the three with a field error, changing nothing', async () => {
      const candidate = await signedInCandidate(ctx.app);
      const { name } = (await candidate.agent.get(`/api/users/${candidate.user.id}/`)).json();
      const refused = await candidate.agent.patch(`/api/users/${candidate.user.id}/`, { visibility: 'friends', name: 'Changed Name' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ visibility: [USER_MESSAGES.visibility] });
      const record = (await candidate.agent.get(`/api/users/${candidate.user.id}/`)).json();
      expect(record).toMatchObject({ visibility: 'open', name });
    });

    it('is for candidates only: an organisation account cannot set it', async () => {
      const refused = await recruiter.agent.patch(`/api/users/${recruiter.user.id}/`, { visibility: 'hidden' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ visibility: [USER_MESSAGES.visibilityCandidatesOnly] });
    });

    it("answers 404 to a change of someone else's visibility", async () => {
      const candidate = await signedInCandidate(ctx.app);
      expect((await recruiter.agent.patch(`/api/users/${candidate.user.id}/`, { visibility: 'hidden' })).statusCode).toBe(404);
    });
  });

  describe('hidden', () => {
    it('takes a candidate out of every ranking and its count at once, and open brings them back', async () => {
      const candidate = await rustacean();
      expect((await ranking(recruiter, recruiterJob.id, '&min_score=50')).ids).toContain(candidate.user.id);
      const before = await ranking(recruiter, recruiterJob.id);
      const beforeBest = await ranking(recruiter, recruiterJob.id, '&min_score=50');
      await setVisibility(candidate, 'hidden');
      const hidden = await ranking(recruiter, recruiterJob.id);
      expect(hidden.ids).not.toContain(candidate.user.id);
      expect(hidden.count).toBe(before.count - 1);
      expect((await ranking(recruiter, recruiterJob.id, '&min_score=50')).count).toBe(beforeBest.count - 1);
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(false);
      await setVisibility(candidate, 'open');
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(true);
      expect((await ranking(recruiter, recruiterJob.id)).count).toBe(before.count);
    });

    it('cannot be invited: the same 400 as a candidate who is not ranked', async () => {
      const candidate = await rustacean('hidden');
      const refused = await invite(recruiter, recruiterJob.id, candidate);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ candidate: [INVITATION_MESSAGES.notRanked] });
      await setVisibility(candidate, 'open');
      expect((await invite(recruiter, recruiterJob.id, candidate)).statusCode).toBe(201);
    });

    it("keeps the candidate's own job matches", async () => {
      const candidate = await rustacean('hidden');
      const own = (await candidate.agent.get(`/api/matching/match/?job=${recruiterJob.id}`)).json();
      expect(own.results[0].score).toBeGreaterThan(20);
    });

    it('leaves an application with the company it was made to: the applicant board and the profile stay theirs', async () => {
      const candidate = await rustacean();
      const application = await applyTo(candidate.agent, recruiterJob.id);
      await setVisibility(candidate, 'hidden');
      const board = (await recruiter.agent.get(`/api/job-applications/?job=${recruiterJob.id}`)).json().results as { id: number }[];
      expect(board.map((item) => item.id)).toContain(application.id);
      expect((await recruiter.agent.get(`/api/application/${candidate.applicationId}/`)).statusCode).toBe(200);
      // ...but not in the rankings, and not to an organisation they did not apply to.
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(false);
      expect((await otherOrg.agent.get(`/api/application/${candidate.applicationId}/`)).statusCode).toBe(404);
    });

    it('leaves no trace in the analytics an organisation reads', async () => {
      const candidate = await signedInCandidate(ctx.app);
      // A skill no other candidate in this suite has, so the most-missed list of its only job can tell.
      await addSkill(candidate.agent, candidate.applicationId, 'Haskell', 9);
      const solo = await signedInOrganisation(ctx.app);
      await createJob(solo.agent, { title: 'Haskell Engineer', keywords: 'Haskell, Elixir' });
      const considered = async () => (await solo.agent.get('/api/matching/analytics/')).json().matches_considered as number;
      const open = await considered();
      await setVisibility(candidate, 'hidden');
      expect(await considered()).toBe(Math.max(0, open - 1));
    });

    it("leaves an organisation's stored match results, and open shows them again", async () => {
      const candidate = await rustacean();
      const session = (await recruiter.agent.post('/api/matching/match/')).json() as { id: number };
      for (let tries = 0; tries < 100; tries++) {
        if ((await recruiter.agent.get(`/api/matching/task-status/?id=${session.id}`)).json().status === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const results = async () =>
        ((await recruiter.agent.get(`/api/match-results/?session=${session.id}&limit=1000`)).json().results as { candidate: number }[]).map((row) => row.candidate);
      expect(await results()).toContain(candidate.user.id);
      await setVisibility(candidate, 'hidden');
      expect(await results()).not.toContain(candidate.user.id);
      expect((await candidate.agent.get(`/api/match-results/?session=${session.id}`)).json().count).toBeGreaterThan(0);
      await setVisibility(candidate, 'open');
      expect(await results()).toContain(candidate.user.id);
    });
  });

  describe('applied', () => {
    it('shows a candidate only to the companies they applied to, in every job of that company', async () => {
      const candidate = await rustacean('applied');
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(false);
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(false);
      await applyTo(candidate.agent, recruiterJob.id);
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(true);
      expect(await ranks(recruiter, recruiterSecondJob.id, candidate)).toBe(true);
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(false);
    });

    it('counts only the candidates the company may see', async () => {
      const before = await ranking(otherOrg, otherJob.id);
      const candidate = await rustacean('applied');
      expect(await ranking(otherOrg, otherJob.id)).toEqual(before);
      await applyTo(candidate.agent, otherJob.id);
      const after = await ranking(otherOrg, otherJob.id);
      expect(after.count).toBe(before.count + 1);
      expect(after.ids).toContain(candidate.user.id);
    });

    it('lets a company the candidate applied to invite them to another job, and refuses the others', async () => {
      const candidate = await rustacean('applied');
      const refused = await invite(recruiter, recruiterSecondJob.id, candidate);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ candidate: [INVITATION_MESSAGES.notRanked] });
      await applyTo(candidate.agent, recruiterJob.id);
      expect((await invite(recruiter, recruiterSecondJob.id, candidate)).statusCode).toBe(201);
      expect((await invite(otherOrg, otherJob.id, candidate)).json()).toEqual({ candidate: [INVITATION_MESSAGES.notRanked] });
    });

    it('shows a candidate to a company whose invitation they accepted', async () => {
      const candidate = await rustacean();
      const { id } = (await invite(otherOrg, otherJob.id, candidate)).json() as { id: number };
      await setVisibility(candidate, 'applied');
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(false);
      expect((await candidate.agent.post(`/api/invitations/${id}/accept/`)).statusCode).toBe(200);
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(true);
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(false);
    });

    it('stops showing a candidate to a company once their only application there is withdrawn', async () => {
      const candidate = await rustacean('applied');
      const application = await applyTo(candidate.agent, recruiterJob.id);
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(true);
      expect((await candidate.agent.post(`/api/job-applications/${application.id}/withdraw/`)).statusCode).toBe(200);
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(false);
    });

    it("follows the company's view in 'Best matches' (min_score, a ranking kept between requests): applying shows them, withdrawing hides them", async () => {
      const best = (org: Org, jobId: number) => ranking(org, jobId, '&min_score=50');
      const candidate = await rustacean('applied');
      const before = await best(recruiter, recruiterJob.id);
      expect(before.ids).not.toContain(candidate.user.id);
      const application = await applyTo(candidate.agent, recruiterJob.id);
      const applied = await best(recruiter, recruiterJob.id);
      expect(applied.ids).toContain(candidate.user.id);
      expect(applied.count).toBe(before.count + 1);
      expect((await best(otherOrg, otherJob.id)).ids).not.toContain(candidate.user.id);
      expect((await candidate.agent.post(`/api/job-applications/${application.id}/withdraw/`)).statusCode).toBe(200);
      expect(await best(recruiter, recruiterJob.id)).toEqual(before);
    });

    it("shows them in 'Best matches' (min_score, a ranking kept between requests) once they accept the company's invitation", async () => {
      const candidate = await rustacean();
      const { id } = (await invite(otherOrg, otherJob.id, candidate)).json() as { id: number };
      await setVisibility(candidate, 'applied');
      const before = await ranking(otherOrg, otherJob.id, '&min_score=50');
      expect(before.ids).not.toContain(candidate.user.id);
      expect((await candidate.agent.post(`/api/invitations/${id}/accept/`)).statusCode).toBe(200);
      const after = await ranking(otherOrg, otherJob.id, '&min_score=50');
      expect(after.ids).toContain(candidate.user.id);
      expect(after.count).toBe(before.count + 1);
    });

    it('switching back to open shows the candidate to everyone again', async () => {
      const candidate = await rustacean('applied');
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(false);
      await setVisibility(candidate, 'open');
      expect(await ranks(otherOrg, otherJob.id, candidate)).toBe(true);
      expect(await ranks(recruiter, recruiterJob.id, candidate)).toBe(true);
    });
  });

  describe.runIf(severalInstances)('on another instance', () => {
    // A second app instance on the same database, with its own indexes: what another server process would be.
    let other: { app: FastifyInstance; db: Db };
    beforeAll(async () => {
      const db = createDatabase(ctx.database.config.database);
      other = { db, app: await buildApp({ config: ctx.database.config, db, logger: false }) };
      await other.app.ready();
    });
    afterAll(async () => {
      await other.app.close();
      await other.db.destroy();
    });

    it('follows a visibility changed on this one at once: the change is answered only when every instance has heard it', async () => {
      const candidate = await rustacean();
      const recruiterThere = new Agent(other.app);
      for (const [name, value] of recruiter.agent.cookies) recruiterThere.cookies.set(name, value);
      const ranksThere = async () =>
        ((await recruiterThere.get(`/api/matching/match/?job=${recruiterJob.id}&limit=1000`)).json().results as { candidate: { id: number } }[]).some(
          (item) => item.candidate.id === candidate.user.id,
        );
      expect(await ranksThere()).toBe(true);
      // Asked the moment each change is answered, with no waiting: the race issue 28 saw lost 2 of 40 tries.
      for (let i = 0; i < 10; i += 1) {
        await setVisibility(candidate, 'hidden');
        expect(await ranksThere()).toBe(false);
        await setVisibility(candidate, 'open');
        expect(await ranksThere()).toBe(true);
      }
    });
  });
});
