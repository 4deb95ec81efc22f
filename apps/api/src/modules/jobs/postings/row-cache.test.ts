import type { JobAnswer } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { createJob, signedInOrganisation } from '../../../test/factories/jobs.ts';
import { signedInCandidate } from '../../../test/factories/profile.ts';
import { JobRowCache } from './row-cache.ts';

describeEachDialect('JobRowCache', (ctx) => {
  let jobs: JobAnswer[];
  let candidateId: number;

  const titleOf = (json: string) => (JSON.parse(json) as JobAnswer).title;
  const retitle = (id: number, title: string) => ctx.db.updateTable('job_profiles').set({ title }).where('id', '=', id).execute();

  beforeAll(async () => {
    const org = await signedInOrganisation(ctx.app);
    jobs = [await createJob(org.agent, { title: 'One' }), await createJob(org.agent, { title: 'Two' }), await createJob(org.agent, { title: 'Three' })];
    candidateId = (await signedInCandidate(ctx.app)).user.id;
  });

  it('keeps a job read once until it is told the job changed', async () => {
    const cache = new JobRowCache();
    const [one] = jobs as [JobAnswer];
    expect(titleOf((await cache.forCandidate(ctx.db, [one.id], candidateId))[0]!.job.json)).toBe('One');
    await retitle(one.id, 'One, renamed');
    expect(titleOf((await cache.forCandidate(ctx.db, [one.id], candidateId))[0]!.job.json)).toBe('One');
    cache.forgetJobs([one.id]);
    expect(titleOf((await cache.forCandidate(ctx.db, [one.id], candidateId))[0]!.job.json)).toBe('One, renamed');
    await retitle(one.id, 'One');
  });

  it("keeps a company's reply record for the time given, then reads it again", async () => {
    const companyId = jobs[0]!.company as number;
    const recordOf = async (cache: JobRowCache) => (await cache.forCandidate(ctx.db, [jobs[0]!.id], candidateId))[0]!.record;
    const keeping = new JobRowCache(100, 60_000);
    const notKeeping = new JobRowCache(100, 0);
    expect(await recordOf(keeping)).toEqual({ response_rate: null, median_reply_days: null });
    expect(await recordOf(notKeeping)).toEqual({ response_rate: null, median_reply_days: null });
    await ctx.db.deleteFrom('company_reply_records').where('company_id', '=', companyId).execute();
    await ctx.db
      .insertInto('company_reply_records')
      .values({ company_id: companyId, applications: 10, answered_in_time: 9, response_rate: 0.9, median_reply_days: 2, refreshed_at: new Date().toISOString() })
      .execute();
    expect(await recordOf(keeping)).toEqual({ response_rate: null, median_reply_days: null });
    expect(await recordOf(notKeeping)).toEqual({ response_rate: 0.9, median_reply_days: 2 });
    await ctx.db.deleteFrom('company_reply_records').where('company_id', '=', companyId).execute();
  });

  it('uses a row read while a change was being forgotten once, without keeping it', async () => {
    const cache = new JobRowCache();
    const pending = cache.forCandidate(ctx.db, [jobs[1]!.id], candidateId);
    cache.forgetJobs([jobs[1]!.id]);
    expect(await pending).toHaveLength(1);
    expect(cache.size).toBe(0);
  });

  it("keeps a candidate's saved jobs until told they changed, then reads them again", async () => {
    const cache = new JobRowCache();
    const job = jobs[0]!;
    const savedFlag = async () => (await cache.forCandidate(ctx.db, [job.id], candidateId))[0]!.saved;
    expect(await savedFlag()).toBe(false);
    // Saved behind this cache's back: not seen until the bus says so.
    await ctx.db.insertInto('saved_jobs').values({ user_id: candidateId, job_id: job.id, created_at: new Date().toISOString() }).execute();
    expect(await savedFlag()).toBe(false);
    cache.forgetSaved(candidateId);
    expect(await savedFlag()).toBe(true);
    // Unsaved: the cache is told, and the next list shows it at once.
    await ctx.db.deleteFrom('saved_jobs').where('user_id', '=', candidateId).where('job_id', '=', job.id).execute();
    cache.forgetSaved(candidateId);
    expect(await savedFlag()).toBe(false);
  });

  it('does not keep saved jobs read while a save was being made here', async () => {
    const cache = new JobRowCache();
    const job = jobs[1]!;
    const pending = cache.forCandidate(ctx.db, [job.id], candidateId);
    cache.forgetSaved(candidateId);
    await pending;
    await ctx.db.insertInto('saved_jobs').values({ user_id: candidateId, job_id: job.id, created_at: new Date().toISOString() }).execute();
    expect((await cache.forCandidate(ctx.db, [job.id], candidateId))[0]!.saved).toBe(true);
    await ctx.db.deleteFrom('saved_jobs').where('user_id', '=', candidateId).where('job_id', '=', job.id).execute();
  });

  it('answers in the order asked, leaves out unknown ids, and keeps at most its limit', async () => {
    const cache = new JobRowCache(2);
    const ids = [jobs[2]!.id, 999_999, jobs[0]!.id, jobs[1]!.id];
    expect((await cache.forCandidate(ctx.db, ids, candidateId)).map((entry) => entry.job.id)).toEqual([jobs[2]!.id, jobs[0]!.id, jobs[1]!.id]);
    expect(cache.size).toBe(2);
  });
});
