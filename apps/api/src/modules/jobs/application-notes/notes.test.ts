import { TEAM_MESSAGES } from '@tandem/contract';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { buildJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { startTestSmtp, tokenOf, linkIn } from '../../../test/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

describeEachDialect(
  'notes and ratings on an application',
  (ctx) => {
    /** An owner's job with one applicant, and a colleague who joined the company as a member. */
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

    it("keeps the team's notes, oldest first, with their authors", async () => {
      const { owner, colleague, application } = await board();
      const first = await owner.agent.post(`/api/job-applications/${application.id}/notes/`, { body: '  Strong SQL answers.  ' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ body: 'Strong SQL answers.', author: owner.signup.name });
      await colleague.agent.post(`/api/job-applications/${application.id}/notes/`, { body: 'Agreed; invite to interview.' });
      const notes = (await colleague.agent.get(`/api/job-applications/${application.id}/notes/`)).json();
      expect(notes.map((note: { body: string; author: string }) => [note.author, note.body])).toEqual([
        [owner.signup.name, 'Strong SQL answers.'],
        [colleague.signup.name, 'Agreed; invite to interview.'],
      ]);
      expect((await owner.agent.post(`/api/job-applications/${application.id}/notes/`, { body: ' ' })).json()).toEqual({ body: [TEAM_MESSAGES.noteRequired] });
      expect((await owner.agent.post(`/api/job-applications/${application.id}/notes/`, { body: 'x'.repeat(2001) })).json()).toEqual({ body: [TEAM_MESSAGES.noteTooLong] });
    });

    it("rates each required skill from 1 to 5, one rating per member, and averages the team's", async () => {
      const { owner, colleague, application } = await board();
      const skills = (await owner.agent.get(`/api/job-applications/${application.id}/ratings/`)).json().results.map((row: { skill: string }) => row.skill);
      expect(skills.length).toBeGreaterThan(0);
      const skill = skills[0];
      await owner.agent.put(`/api/job-applications/${application.id}/ratings/`, { skill, rating: 2 });
      await owner.agent.put(`/api/job-applications/${application.id}/ratings/`, { skill, rating: 4 });
      const rated = await colleague.agent.put(`/api/job-applications/${application.id}/ratings/`, { skill, rating: 5 });
      expect(rated.statusCode).toBe(200);
      expect(rated.json().results[0]).toEqual({ skill, mine: 5, average: 4.5, count: 2 });
      expect((await owner.agent.put(`/api/job-applications/${application.id}/ratings/`, { skill, rating: 6 })).json()).toEqual({ rating: [TEAM_MESSAGES.ratingRange] });
      expect((await owner.agent.put(`/api/job-applications/${application.id}/ratings/`, { skill: 'Juggling', rating: 3 })).json()).toEqual({ skill: [TEAM_MESSAGES.unknownSkill] });
    });

    it('tells who moved the applicant, when, from which stage to which, oldest first', async () => {
      const { owner, colleague, application, candidate } = await board();
      await owner.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' });
      await colleague.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' });
      const events = await colleague.agent.get(`/api/job-applications/${application.id}/events/`);
      expect(events.statusCode).toBe(200);
      expect(events.json().map((event: { from: string | null; to: string; by: string }) => [event.from, event.to, event.by])).toEqual([
        [null, 'applied', candidate.signup.name],
        ['applied', 'screening', owner.signup.name],
        ['screening', 'interview', colleague.signup.name],
      ]);
      const times = events.json().map((event: { at: string }) => event.at);
      expect([...times].sort()).toEqual(times);
    });

    it("refuses notes, ratings and the history to the anonymous, the candidate, another company's member, and a removed member", async () => {
      const { owner, colleague, candidate, application } = await board();
      await owner.agent.post(`/api/job-applications/${application.id}/notes/`, { body: 'Private to the team.' });
      const outsider = await signedInOrganisation(ctx.app);
      const calls = [
        (agent: Agent) => agent.get(`/api/job-applications/${application.id}/notes/`),
        (agent: Agent) => agent.post(`/api/job-applications/${application.id}/notes/`, { body: 'Hello' }),
        (agent: Agent) => agent.get(`/api/job-applications/${application.id}/ratings/`),
        (agent: Agent) => agent.put(`/api/job-applications/${application.id}/ratings/`, { skill: 'Python', rating: 3 }),
        (agent: Agent) => agent.get(`/api/job-applications/${application.id}/events/`),
      ];
      await owner.agent.delete(`/api/company/${owner.company.id}/members/${colleague.user.id}/`);
      for (const call of calls) {
        expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
        expect((await call(candidate.agent)).statusCode).toBe(403);
        expect((await call(outsider.agent)).statusCode).toBe(404);
        expect((await call(colleague.agent)).statusCode).toBe(404);
      }
      expect((await owner.agent.get('/api/job-applications/999999/notes/')).statusCode).toBe(404);
      // Never in the candidate's own answers or their export.
      expect((await candidate.agent.get(`/api/job-applications/${application.id}/`)).body).not.toContain('Private to the team.');
      const exported = await candidate.agent.get('/api/account/export/');
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain('Private to the team.');
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' },
);
