import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';
import { MatchingEngine } from './engine.ts';
import { loadAllCandidates, loadAllJobs, loadCandidates, loadJobs } from './load.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

describeEachDialect('reading the matching inputs a page at a time', (ctx) => {
  describe('every candidate', () => {
    it('reads each candidate once, with their own skills, across pages of any size', async () => {
      const made: number[] = [];
      for (let n = 0; n < 5; n++) {
        const candidate = await signedInCandidate(ctx.app);
        await addSkill(candidate.agent, candidate.applicationId, 'Python', n + 1);
        if (n % 2 === 0) await addSkill(candidate.agent, candidate.applicationId, 'Rust', 10 - n);
        made.push(candidate.user.id);
      }
      const oneByOne = await loadCandidates(ctx.app.db, made);
      for (const pageSize of [1, 2, 3, 1000]) {
        const pages = [];
        for await (const page of loadAllCandidates(ctx.app.db, pageSize)) {
          expect(page.length).toBeLessThanOrEqual(pageSize);
          pages.push(...page);
        }
        const ids = pages.map((candidate) => candidate.id);
        expect(new Set(ids).size).toBe(ids.length);
        const mine = pages.filter((candidate) => made.includes(candidate.id));
        expect(mine).toEqual(oneByOne);
        expect(mine.map((candidate) => candidate.skills.map((skill) => `${skill.name} ${skill.score}`).sort())).toEqual(
          made.map((_, n) => (n % 2 === 0 ? [`Python ${n + 1}`, `Rust ${10 - n}`] : [`Python ${n + 1}`])),
        );
      }
    });
  });

  describe('every job', () => {
    it('reads each job once across pages, as the jobs read by id', async () => {
      const org = await signedInOrganisation(ctx.app, 'recruiter');
      const made: number[] = [];
      for (let n = 0; n < 4; n++) made.push((await createJob(org.agent, { title: `Paged job ${n}`, keywords: 'Python' })).id);
      const byId = await loadJobs(ctx.app.db, made);
      for (const pageSize of [1, 3, 1000]) {
        const all = [];
        for await (const page of loadAllJobs(ctx.app.db, pageSize)) all.push(...page);
        expect(new Set(all.map((job) => job.id)).size).toBe(all.length);
        expect(all.filter((job) => made.includes(job.id))).toEqual(byId);
      }
    });
  });

  describe('starting', () => {
    it('serves before the indexes are built, and ranks only once they are', async () => {
      const candidate = await signedInCandidate(ctx.app);
      await addSkill(candidate.agent, candidate.applicationId, 'Python', 8);
      const engine = new MatchingEngine(ctx.app.db, ctx.app.bus);
      await engine.start();
      expect(engine.ready).toBe(false);
      await engine.sync();
      expect(engine.ready).toBe(true);
      expect(engine.candidateInputs.get(candidate.user.id)?.skills).toEqual([{ name: 'Python', score: 8 }]);
    });
  });
});
