import type { JobAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, describeEachDialect } from '../../../test/app.ts';
import { Agent } from '../../../test/agent.ts';
import { createJob, jobsParties, type Organisation } from '../../../test/factories/jobs.ts';
import type { SignedIn } from '../../../test/parties.ts';
import type { MatchScorer } from './match-scores.ts';

// This suite orders jobs without pay and with one end of it, which only a deployment without the pay-range rule
// (PAY_RANGE_REQUIRED=false, docs/product.md section C20) can post: it runs as one.
describeEachDialect('/api/jobprofile/ list', (ctx) => {
  let zeta: Organisation, cafe: Organisation, candidate: SignedIn, anonymous: Agent;
  const jobs: Record<string, JobAnswer> = {};

  const list = async (agent: Agent, query = '') => {
    const response = await agent.get(`/api/jobprofile/?${query.includes('limit=') ? '' : 'limit=1000'}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { count: number; next: string | null; previous: string | null; results: JobAnswer[] };
  };
  const titles = async (agent: Agent, query = '') => (await list(agent, query)).results.map((job) => job.title);

  beforeAll(async () => {
    const [zetaSpec, cafeSpec] = [{ company: { name: 'Zeta Analytics' } }, { role: 'smallbiz_owner', company: { name: 'Corner Cafe' } }];
    ({ owner: zeta, other: cafe, candidate, anonymous } = await jobsParties(ctx.app, zetaSpec, cafeSpec));
    // Created one after another, so created_at orders them as listed here.
    jobs.analyst = await createJob(zeta.agent, { title: 'Data Analyst', city: 'Manchester', state: 'England', country: 'United Kingdom', salary_min: 30000, salary_max: 45000, keywords: 'SQL, Tableau' });
    jobs.intern = await createJob(zeta.agent, { title: 'ML Intern', city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom', job_type: 'intern', salary_min: null, salary_max: null, keywords: 'Python' });
    jobs.remote = await createJob(zeta.agent, { title: 'Remote Engineer 100%_done', city: 'Berlin', state: 'Berlin', country: 'Germany', is_remote: true, salary_max: 90000, keywords: 'Go, Kubernetes' });
    jobs.barista = await createJob(cafe.agent, { title: 'barista', job_type: 'part-time', city: 'York', state: 'England', country: 'United Kingdom', salary_min: 20000, salary_max: 24000, keywords: 'Barista Skills' });
    jobs.helper = await createJob(cafe.agent, { title: 'Social Media Helper', city: 'York', state: 'England', country: 'United Kingdom', job_type: 'volunteering', salary_min: null, salary_max: null, keywords: 'Canva' });
    jobs.closed = await createJob(cafe.agent, { title: 'Old Closed Role', is_active: false });
  });

  describe('filters', () => {
    it('lists active jobs newest first by default, with the company name', async () => {
      const page = await list(anonymous);
      expect(page.count).toBe(5);
      expect(page.results.map((job) => job.title)).toEqual(['Social Media Helper', 'barista', 'Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']);
      expect(page.results[0]).toMatchObject({ company_name: 'Corner Cafe', company: cafe.company.id });
    });

    it.each([
      ['&job_type=intern', ['ML Intern']],
      ['&job_type=part-time', ['barista']],
      ['&job_type=contract', []],
      ['&is_remote=true', ['Remote Engineer 100%_done']],
      ['&is_remote=0', ['Social Media Helper', 'barista', 'ML Intern', 'Data Analyst']],
      ['&city=YORK', ['Social Media Helper', 'barista']],
      ['&country=germany', ['Remote Engineer 100%_done']],
      ['&status=active&is_active=true&job_type=volunteering', ['Social Media Helper']],
      ['&status=closed', []],
      ['&is_active=false', []],
      ['&city=', ['Social Media Helper', 'barista', 'Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']],
    ])('filters with %s', async (query, expected) => {
      expect(await titles(anonymous, query)).toEqual(expected);
    });

    it('filters by company and by creator', async () => {
      expect(await titles(anonymous, `&company=${cafe.company.id}`)).toEqual(['Social Media Helper', 'barista']);
      expect(await titles(anonymous, `&created_by=${zeta.user.id}`)).toEqual(['Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']);
      expect(await titles(cafe.agent, `&created_by=${cafe.user.id}`)).toEqual(['Old Closed Role', 'Social Media Helper', 'barista']);
      expect(await titles(cafe.agent, '&mine=true&status=closed')).toEqual(['Old Closed Role']);
      expect(await titles(anonymous, '&company=999999')).toEqual([]);
    });

    it.each([
      ['analyst', ['Data Analyst']],
      ['ZETA', ['Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']],
      ['edinburgh', ['ML Intern']],
      ['scotland', ['ML Intern']],
      ['germany', ['Remote Engineer 100%_done']],
      ['tableau', ['Data Analyst']],
      ['100%_', ['Remote Engineer 100%_done']],
      ['%', ['Remote Engineer 100%_done']],
      ['_', ['Remote Engineer 100%_done']],
      ['  barista  ', ['barista']],
    ])('searches %j case-insensitively over title, company, places and keywords', async (search, expected) => {
      expect(await titles(anonymous, `&search=${encodeURIComponent(search)}`)).toEqual(expected);
    });
  });

  describe('ordering', () => {
    it.each([
      ['created_at', ['Data Analyst', 'ML Intern', 'Remote Engineer 100%_done', 'barista', 'Social Media Helper']],
      ['-created_at', ['Social Media Helper', 'barista', 'Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']],
      ['-salary_max', ['Remote Engineer 100%_done', 'Data Analyst', 'barista', 'Social Media Helper', 'ML Intern']],
      ['salary_max', ['barista', 'Data Analyst', 'Remote Engineer 100%_done', 'ML Intern', 'Social Media Helper']],
      ['title', ['barista', 'Data Analyst', 'ML Intern', 'Remote Engineer 100%_done', 'Social Media Helper']],
      ['-title', ['Social Media Helper', 'Remote Engineer 100%_done', 'ML Intern', 'Data Analyst', 'barista']],
    ])('orders by %s (jobs without a salary last)', async (ordering, expected) => {
      expect(await titles(anonymous, `&ordering=${ordering}`)).toEqual(expected);
    });

    it('falls back to newest first for match_score while no matching engine is installed', async () => {
      const page = await list(candidate.agent, '&ordering=-match_score');
      expect(page.results.map((job) => job.title)).toEqual(['Social Media Helper', 'barista', 'Remote Engineer 100%_done', 'ML Intern', 'Data Analyst']);
      expect(page.results.every((job) => job.match_score === null)).toBe(true);
      expect(await titles(anonymous, '&ordering=match_score')).toHaveLength(5);
    });
  });

  describe('pagination', () => {
    it.each([
      ['0', 200],
      ['1', 200],
      ['1000', 200],
      ['1001', 400],
      ['-1', 400],
      ['abc', 400],
      ['1.5', 400],
    ])('answers limit=%s with %i', async (limit, status) => {
      expect((await anonymous.get(`/api/jobprofile/?limit=${limit}`)).statusCode).toBe(status);
    });

    it('counts every match even when the page is empty (limit 0)', async () => {
      const page = (await anonymous.get('/api/jobprofile/?limit=0')).json();
      expect(page).toMatchObject({ count: 5, results: [], next: null, previous: null });
    });

    it('links the next and previous pages, keeping the filters', async () => {
      const first = (await anonymous.get('/api/jobprofile/?country=United%20Kingdom&limit=2')).json();
      expect(first.count).toBe(4);
      expect(first.results.map((job: JobAnswer) => job.title)).toEqual(['Social Media Helper', 'barista']);
      expect(first.next).toBe('/api/jobprofile/?country=United+Kingdom&limit=2&offset=2');
      const second = (await anonymous.get(first.next)).json();
      expect(second.results.map((job: JobAnswer) => job.title)).toEqual(['ML Intern', 'Data Analyst']);
      expect(second.next).toBeNull();
      expect(second.previous).toBe('/api/jobprofile/?country=United+Kingdom&limit=2');
      expect((await anonymous.get('/api/jobprofile/?offset=100')).json()).toMatchObject({ count: 5, results: [] });
      expect((await anonymous.get('/api/jobprofile/?offset=-5')).statusCode).toBe(400);
    });
  });

  describe('hostile query strings', () => {
    it('treats injection attempts as plain text', async () => {
      for (const search of ["' OR 1=1 --", '"; drop table job_profiles; --', "') or ('1'='1"]) {
        expect((await list(anonymous, `&search=${encodeURIComponent(search)}`)).count).toBe(0);
      }
      expect((await list(anonymous)).count).toBe(5);
    });

    it.each([
      'search=%00',
      'city=York%00',
      'ordering=password_hash',
      'ordering=-id',
      'is_active=maybe',
      'is_remote=yes',
      'company[$ne]=1',
      'created_by=abc',
      'created_by=99999999999999',
      'company=-1',
      'job_type=seasonal',
      'status=archived',
      'search=a&search=b',
      `search=${'x'.repeat(201)}`,
    ])('answers 400, never 500, to %s', async (query) => {
      const response = await anonymous.get(`/api/jobprofile/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.any(Object));
    });

    it('ignores parameters it does not know, as Django REST Framework does', async () => {
      expect((await list(anonymous, '&page=2&_=1700000000')).count).toBe(5);
    });
  });

  describe('saved jobs and match scores', () => {
    // A second app on the same database, whose scorer each test sets (none: nothing scored).
    const unscored: MatchScorer = async () => new Map();
    let scorer = unscored;
    let scored: FastifyInstance;
    let scoredCandidate: Agent;
    beforeAll(async () => {
      scored = await buildAppOn(ctx, { matchScorer: (candidateId, jobIds) => scorer(candidateId, jobIds) });
      scoredCandidate = new Agent(scored);
      for (const [name, value] of candidate.agent.cookies) scoredCandidate.cookies.set(name, value);
    });
    afterAll(async () => {
      await scored?.close();
    });
    afterEach(() => {
      scorer = unscored;
    });

    it('gives a candidate isSaved and match_score on every job, and nobody else', async () => {
      await candidate.agent.post(`/api/jobprofile/${jobs.barista?.id}/save/`);
      const results = (await list(candidate.agent)).results;
      expect(results.find((job) => job.title === 'barista')).toMatchObject({ isSaved: true, match_score: null });
      expect(results.filter((job) => job.isSaved === false)).toHaveLength(4);
      for (const agent of [anonymous, zeta.agent]) {
        const job = (await list(agent)).results[0];
        expect(job).not.toHaveProperty('isSaved');
        expect(job).not.toHaveProperty('match_score');
      }
    });

    it('lists only saved jobs with saved=true', async () => {
      expect(await titles(candidate.agent, '&saved=true')).toEqual(['barista']);
      expect(await titles(zeta.agent, '&saved=true')).toEqual([]);
      expect((await anonymous.get('/api/jobprofile/?saved=true')).statusCode).toBe(401);
      expect(await titles(candidate.agent, '&saved=false')).toHaveLength(5);
    });

    it('takes match scores from the matching engine when one is installed, and orders by them', async () => {
      const calls: number[][] = [];
      const scores = new Map([
        [jobs.intern?.id as number, 91.6],
        [jobs.barista?.id as number, 40],
        [jobs.analyst?.id as number, 75],
        [jobs.remote?.id as number, 140],
      ]);
      scorer = async (candidateId, jobIds) => {
        expect(candidateId).toBe(candidate.user.id);
        calls.push(jobIds);
        return new Map(jobIds.filter((id) => scores.has(id)).map((id) => [id, { score: scores.get(id) as number }]));
      };
      const page = await list(scoredCandidate, '&ordering=-match_score');
      expect(page.results.map((job) => [job.title, job.match_score])).toEqual([
        ['Remote Engineer 100%_done', 100],
        ['ML Intern', 92],
        ['Data Analyst', 75],
        ['barista', 40],
        ['Social Media Helper', null],
      ]);
      expect(calls).toHaveLength(1);
      const ascending = await list(scoredCandidate, '&ordering=match_score&limit=2');
      expect(ascending.count).toBe(5);
      expect(ascending.results.map((job) => job.title)).toEqual(['barista', 'Data Analyst']);
      const byDate = await list(scoredCandidate, '&limit=2');
      expect(byDate.results.map((job) => job.match_score)).toEqual([null, 40]);
      expect(calls.at(-1)).toHaveLength(2);
      expect((await scoredCandidate.get(`/api/jobprofile/${jobs.intern?.id}/`)).json().match_score).toBe(92);
    });

    it("breaks 'Most responsive' ties by match score, higher first, and still puts the better reply record first", async () => {
      const scores = new Map([
        [jobs.intern?.id as number, 91.6],
        [jobs.barista?.id as number, 40],
        [jobs.analyst?.id as number, 75],
        [jobs.remote?.id as number, 140],
      ]);
      scorer = async (_, jobIds) => new Map(jobIds.filter((id) => scores.has(id)).map((id) => [id, { score: scores.get(id) as number }]));
      // No company has a record yet: every job ties, so the better match comes first (a 7% job never above an 82% one).
      expect((await list(scoredCandidate, '&ordering=-response_rate')).results.map((job) => job.title)).toEqual([
        'Remote Engineer 100%_done',
        'ML Intern',
        'Data Analyst',
        'barista',
        'Social Media Helper',
      ]);
      const cafeId = jobs.barista?.company as number;
      await ctx.db.deleteFrom('company_reply_records').where('company_id', '=', cafeId).execute();
      await ctx.db
        .insertInto('company_reply_records')
        .values({ company_id: cafeId, applications: 10, answered_in_time: 9, response_rate: 0.9, median_reply_days: 2, refreshed_at: new Date().toISOString() })
        .execute();
      try {
        const page = await list(scoredCandidate, '&ordering=-response_rate&limit=3');
        expect(page.count).toBe(5);
        // The cafe answers: its jobs first (the scored one above the unscored), then the rest by score.
        expect(page.results.map((job) => job.title)).toEqual(['barista', 'Social Media Helper', 'Remote Engineer 100%_done']);
        expect((await list(scoredCandidate, '&ordering=-response_rate&limit=3&offset=3')).results.map((job) => job.title)).toEqual(['ML Intern', 'Data Analyst']);
      } finally {
        await ctx.db.deleteFrom('company_reply_records').where('company_id', '=', cafeId).execute();
      }
    });

    it('still answers, with null scores, when the matching engine fails', async () => {
      scorer = async () => {
        throw new Error('index not ready');
      };
      const page = await list(scoredCandidate, '&ordering=-match_score');
      expect(page.count).toBe(5);
      expect(page.results.every((job) => job.match_score === null)).toBe(true);
    });
  });
}, { PAY_RANGE_REQUIRED: 'false' });
