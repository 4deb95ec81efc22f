import { TEAM_MESSAGES } from '@tandem/contract';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { buildJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { linkIn, startTestSmtp, tokenOf } from '../../../test/smtp.ts';
import { makeHeldMove } from './service.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

// A move to Rejected or Hired held on the server for its undo window (docs/product.md section C18): the candidate
// sees and hears nothing until it is made, and the member who made it may undo it from any page or instance.
describeEachDialect(
  'held moves on the applicant board',
  (ctx) => {
    async function board() {
      const owner = await signedInOrganisation(ctx.app);
      const job = (await owner.agent.post('/api/jobprofile/', buildJob({ keywords: 'Python, SQL' }))).json();
      const candidate = await signedInAgent(ctx.app, 'candidate');
      const application = (await candidate.agent.post(`/api/jobprofile/${job.id}/apply/`, {})).json();
      const colleague = await signedInAgent(ctx.app, 'recruiter');
      await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: colleague.signup.email });
      await ctx.app.queue.drain();
      const link = linkIn(smtp.to(colleague.signup.email).at(-1)!, '/join?token=');
      expect((await colleague.agent.post('/api/company/join/', { token: tokenOf(link) })).statusCode).toBe(200);
      return { owner, colleague, candidate, application, job };
    }
    const noticesOf = async (agent: Agent) =>
      ((await agent.get('/api/notifications/')).json() as { results: { title: string; body: string }[] }).results.map((n) => `${n.title} ${n.body}`).join('\n');
    const dueNow = (applicationId: number) =>
      ctx.db.updateTable('application_held_moves').set({ due_at: new Date(Date.now() - 1000).toISOString() }).where('job_application_id', '=', applicationId).execute();

    it('holds a rejection: nothing changes for the candidate, the team sees who holds it, and no other move is made meanwhile', async () => {
      const { owner, colleague, candidate, application } = await board();
      const held = await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected', rejection_note: 'position_filled' });
      expect(held.statusCode).toBe(202);
      expect(held.json()).toMatchObject({ status: 'applied', held_move: { status: 'rejected', by: owner.signup.name, can_undo: true } });
      expect(Date.parse(held.json().held_move.due_at) - Date.now()).toBeGreaterThan(8_000);

      const seenByColleague = (await colleague.agent.get(`/api/job-applications/?job=${application.job}`)).json().results[0];
      expect(seenByColleague.held_move).toMatchObject({ status: 'rejected', by: owner.signup.name, can_undo: false });
      const seenByCandidate = await candidate.agent.get(`/api/job-applications/${application.id}/`);
      expect(seenByCandidate.json().status).toBe('applied');
      expect(seenByCandidate.json()).not.toHaveProperty('held_move');

      expect((await colleague.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' })).json()).toEqual({ status: [TEAM_MESSAGES.moveHeld] });
      expect((await colleague.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'hired' })).json()).toEqual({ status: [TEAM_MESSAGES.moveHeld] });
      expect(await noticesOf(candidate.agent)).not.toMatch(/An answer about your application|filled/);
    });

    it('is undone only by the member who made it, within its window, and then is never made', async () => {
      const { owner, colleague, candidate, application } = await board();
      await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected' });
      const byColleague = await colleague.agent.delete(`/api/job-applications/${application.id}/held-move/`);
      expect(byColleague.statusCode).toBe(403);
      expect(byColleague.json()).toEqual({ detail: TEAM_MESSAGES.notYourMove });

      const undone = await owner.agent.delete(`/api/job-applications/${application.id}/held-move/`);
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toMatchObject({ status: 'applied', held_move: null });
      expect((await owner.agent.delete(`/api/job-applications/${application.id}/held-move/`)).json()).toEqual({ non_field_errors: [TEAM_MESSAGES.nothingToUndo] });

      // The queued job runs when the window closes (drain waits for it) and finds nothing to make.
      await ctx.app.queue.drain(20_000);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).json()).toMatchObject({ status: 'applied', held_move: null });
      expect((await owner.agent.get(`/api/job-applications/${application.id}/events/`)).json().map((event: { to: string }) => event.to)).toEqual(['applied']);
      // A later move is the fence: the candidate hears of it, and never heard of the rejection.
      await owner.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' });
      const told = await noticesOf(candidate.agent);
      expect(told).toContain('Screening');
      expect(told).not.toContain('An answer about your application');
    }, 30_000);

    it('is made by the queue once the window has passed, as the member who held it, and the candidate is told then', async () => {
      const { owner, candidate, application } = await board();
      await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'hired' });
      await ctx.app.queue.drain(20_000);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).json()).toMatchObject({ status: 'hired', held_move: null });
      const events = (await owner.agent.get(`/api/job-applications/${application.id}/events/`)).json();
      expect(events.at(-1)).toMatchObject({ from: 'applied', to: 'hired', by: owner.signup.name });
      expect(await noticesOf(candidate.agent)).toContain('Hired');
      // Too late to undo now.
      expect((await owner.agent.delete(`/api/job-applications/${application.id}/held-move/`)).statusCode).toBe(400);
    }, 30_000);

    it('drops a held move whose application changed meanwhile, and makes one only once when two runs meet', async () => {
      const { owner, candidate, application, job } = await board();
      await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected' });
      await candidate.agent.post(`/api/job-applications/${application.id}/withdraw/`, {});
      await dueNow(application.id);
      await makeHeldMove(ctx.db, ctx.app.notifier, application.id);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).json()).toMatchObject({ status: 'applied', held_move: null });

      const second = await signedInAgent(ctx.app, 'candidate');
      const other = (await second.agent.post(`/api/jobprofile/${job.id}/apply/`, {})).json();
      await owner.agent.post(`/api/job-applications/${other.id}/held-move/`, { status: 'rejected' });
      await dueNow(other.id);
      await Promise.all([makeHeldMove(ctx.db, ctx.app.notifier, other.id), makeHeldMove(ctx.db, ctx.app.notifier, other.id)]);
      const events = (await owner.agent.get(`/api/job-applications/${other.id}/events/`)).json();
      expect(events.filter((event: { to: string }) => event.to === 'rejected')).toHaveLength(1);
      expect((await noticesOf(second.agent)).match(/An answer about your application/g) ?? []).toHaveLength(1);
    });

    it("refuses holds and undos to the anonymous, the candidate and another company's member, and holds only Rejected or Hired", async () => {
      const { owner, candidate, application } = await board();
      const outsider = await signedInOrganisation(ctx.app);
      const calls = [
        (agent: Agent) => agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected' }),
        (agent: Agent) => agent.delete(`/api/job-applications/${application.id}/held-move/`),
      ];
      for (const call of calls) {
        expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
        expect((await call(candidate.agent)).statusCode).toBe(403);
        expect((await call(outsider.agent)).statusCode).toBe(404);
      }
      expect((await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'screening' })).json()).toEqual({ status: [TEAM_MESSAGES.holdOnlyFinal] });
      expect((await owner.agent.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected', rejection_note: 'nonsense' })).statusCode).toBe(400);
      expect((await owner.agent.get(`/api/job-applications/${application.id}/`)).json().held_move).toBeNull();
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' },
);
