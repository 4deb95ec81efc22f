import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addExperience, addSkill, signedInCandidate } from '../../test/factories/profile.ts';
import { minimalPdf } from '../../test/factories/profile.ts';
import { malformedMultipart, multipart } from '../../test/multipart.ts';
import { MESSAGES } from '@tandem/contract';
import { Agent as AnonymousAgent } from '../../test/agent.ts';

describeEachDialect('matching in the product', (ctx) => {
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let otherOrg: Awaited<ReturnType<typeof signedInOrganisation>>;
  let pythonista: Awaited<ReturnType<typeof signedInCandidate>>;
  let designer: Awaited<ReturnType<typeof signedInCandidate>>;
  let pythonJob: { id: number };
  let designJob: { id: number };

  const job = (agent: Agent, overrides: Record<string, unknown>) =>
    createJob(agent, { city: 'London', state: 'England', country: 'United Kingdom', years_of_experience: 2, ...overrides });

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'recruiter');
    otherOrg = await signedInOrganisation(ctx.app, 'smallbiz_owner');
    pythonJob = await job(org.agent, { title: 'Python Developer', keywords: 'Python, Django, PostgreSQL', salary_min: 40000, salary_max: 50000 });
    designJob = await job(org.agent, { title: 'Graphic Designer', keywords: 'Adobe Illustrator, Typography, Branding', salary_min: 30000, salary_max: 90000 });
    pythonista = await signedInCandidate(ctx.app);
    await addSkill(pythonista.agent, pythonista.applicationId, 'Python', 9);
    await addSkill(pythonista.agent, pythonista.applicationId, 'Django', 8);
    await addExperience(pythonista.agent, pythonista.applicationId, { start_date: '2019-01-01', end_date: '' });
    designer = await signedInCandidate(ctx.app);
    await addSkill(designer.agent, designer.applicationId, 'Typography', 9);
  });

  it('ranks a Python job above a design job for a candidate with Python and Django, with reasons', async () => {
    const response = await pythonista.agent.get('/api/matching/match/?limit=10');
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { job: { id: number }; score: number; explanation: { matchedSkills: { name: string }[]; missingSkills: { name: string }[] } }[];
    const python = results.find((item) => item.job.id === pythonJob.id);
    const design = results.find((item) => item.job.id === designJob.id);
    expect(python && design).toBeTruthy();
    expect(python!.score).toBeGreaterThan(design!.score);
    expect(results.indexOf(python!)).toBeLessThan(results.indexOf(design!));
    expect(python!.explanation.matchedSkills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Python', 'Django']));
    expect(python!.explanation.missingSkills.map((skill) => skill.name)).toContain('PostgreSQL');
  });

  it('answers each ranked job as the single-job route does, with the score it ranked by', async () => {
    const results = (await pythonista.agent.get('/api/matching/match/?limit=10')).json().results as { job: { id: number; match_score: number }; score: number }[];
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.job).toStrictEqual((await pythonista.agent.get(`/api/jobprofile/${result.job.id}/`)).json());
      expect(result.job.match_score).toBe(result.score);
    }
  });

  it('gives every job in the list a real match_score and sorts by it', async () => {
    const response = await pythonista.agent.get('/api/jobprofile/?ordering=-match_score');
    const results = response.json().results as { id: number; match_score: number | null }[];
    expect(results.every((item) => typeof item.match_score === 'number' && item.match_score >= 0 && item.match_score <= 100)).toBe(true);
    const scores = results.map((item) => item.match_score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(results[0]?.id).toBe(pythonJob.id);
  });

  it('moves a score at once when the candidate adds a skill', async () => {
    const score = async () =>
      ((await pythonista.agent.get(`/api/jobprofile/${pythonJob.id}/`)).json() as { match_score: number }).match_score;
    const before = await score();
    await addSkill(pythonista.agent, pythonista.applicationId, 'PostgreSQL', 8);
    expect(await score()).toBeGreaterThan(before);
  });

  it('drops a closed job from the candidate ranking', async () => {
    const temporary = await job(org.agent, { title: 'Short-lived Django role', keywords: 'Python, Django' });
    const ids = async () => ((await pythonista.agent.get('/api/matching/match/?limit=100')).json().results as { job: { id: number } }[]).map((item) => item.job.id);
    expect(await ids()).toContain(temporary.id);
    await org.agent.patch(`/api/jobprofile/${temporary.id}/`, { status: 'closed' });
    expect(await ids()).not.toContain(temporary.id);
  });

  it('gives a candidate one active job\'s match with its reasons when asked with job=<id>', async () => {
    const response = await pythonista.agent.get(`/api/matching/match/?job=${pythonJob.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as {
      count: number;
      next: string | null;
      previous: string | null;
      results: { job: { id: number; match_score: number }; score: number; explanation: { score: number; matchedSkills: { name: string }[] } }[];
    };
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results).toHaveLength(1);
    const [only] = page.results;
    expect(only?.job.id).toBe(pythonJob.id);
    expect(only?.job.match_score).toBe(only?.score);
    expect(only?.explanation.score).toBe(only?.score);
    expect(only?.explanation.matchedSkills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Python', 'Django']));
    const ranked = (await pythonista.agent.get('/api/matching/match/?limit=100')).json().results as { job: { id: number }; score: number }[];
    expect(ranked.find((item) => item.job.id === pythonJob.id)?.score).toBe(only?.score);
  });

  it('answers 404 to a candidate for a job they cannot see: closed, or unknown', async () => {
    const closed = await job(org.agent, { title: 'Closed Django role', keywords: 'Python, Django' });
    await org.agent.patch(`/api/jobprofile/${closed.id}/`, { status: 'closed' });
    expect((await pythonista.agent.get(`/api/matching/match/?job=${closed.id}`)).statusCode).toBe(404);
    expect((await pythonista.agent.get('/api/matching/match/?job=2147483647')).statusCode).toBe(404);
    expect((await pythonista.agent.get('/api/matching/match/?job=0')).statusCode).toBe(400);
  });

  it('ranks candidates for an organisation\'s own job, without contact details', async () => {
    const response = await org.agent.get(`/api/matching/match/?job=${pythonJob.id}`);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { candidate: Record<string, unknown>; score: number }[];
    expect(results[0]?.candidate.id).toBe(pythonista.user.id);
    expect(results.map((item) => item.candidate.id)).toContain(designer.user.id);
    expect(response.body).not.toContain(pythonista.signup.email);
    expect(results[0]?.candidate).not.toHaveProperty('email');
    expect(results[0]?.candidate).not.toHaveProperty('phone_number');
  });

  it('shows the applicant\'s stage beside a ranked candidate', async () => {
    await applyTo(pythonista.agent, pythonJob.id);
    const results = (await org.agent.get(`/api/matching/match/?job=${pythonJob.id}`)).json().results as { candidate: { id: number; application: { status: string } | null } }[];
    expect(results.find((item) => item.candidate.id === pythonista.user.id)?.candidate.application?.status).toBe('applied');
  });

  it("pages 'Best matches' (min_score) as the prefix of the whole ranking at that score, each with its reasons", async () => {
    type Ranked = { count: number; results: { candidate: { id: number }; score: number; explanation: { score: number } }[] };
    const ranking = async (query: string) => (await org.agent.get(`/api/matching/match/?job=${pythonJob.id}${query}`)).json() as Ranked;
    // A third candidate between the two: Python alone.
    const middling = await signedInCandidate(ctx.app);
    await addSkill(middling.agent, middling.applicationId, 'Python', 6);
    const whole = await ranking('&limit=100');
    expect(whole.results.length).toBeGreaterThan(2);
    // At the second-best score: at least one candidate above the line, and (here) the designer under it.
    const line = whole.results[1]!.score;
    const expected = whole.results.filter((item) => item.score >= line).map((item) => [item.candidate.id, item.score]);
    expect(expected.length).toBeLessThan(whole.results.length);
    for (let offset = 0; offset <= expected.length; offset++) {
      const page = await ranking(`&limit=1&offset=${offset}&min_score=${line}`);
      expect(page.count).toBe(expected.length);
      expect(page.results.map((item) => [item.candidate.id, item.score])).toEqual(expected.slice(offset, offset + 1));
      for (const item of page.results) expect(item.explanation.score).toBe(item.score);
    }
    const all = await ranking(`&limit=100&min_score=${line}`);
    expect(all.results.map((item) => [item.candidate.id, item.score])).toEqual(expected);
  });

  it('answers 404 for another organisation\'s job, 400 without a job, 401 anonymous', async () => {
    expect((await otherOrg.agent.get(`/api/matching/match/?job=${pythonJob.id}`)).statusCode).toBe(404);
    expect((await otherOrg.agent.get('/api/matching/match/')).statusCode).toBe(400);
    expect((await new AnonymousAgent(ctx.app).get('/api/matching/match/')).statusCode).toBe(401);
    expect((await org.agent.get('/api/matching/match/?job=abc')).statusCode).toBe(400);
  });

  it('runs a matching session in the background and reports its progress', async () => {
    const started = await org.agent.post('/api/matching/match/');
    expect(started.statusCode).toBe(202);
    const id = started.json().id as number;
    let status = started.json();
    for (let tries = 0; tries < 50 && status.status !== 'completed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await org.agent.get(`/api/matching/task-status/?id=${id}`)).json();
    }
    expect(status).toMatchObject({ status: 'completed', progress: status.total });
    expect(status.total).toBeGreaterThanOrEqual(2);
    const results = await ctx.db.selectFrom('match_results').select(['candidate_id', 'job_id', 'rank']).where('session_id', '=', id).execute();
    expect(results.some((row) => row.candidate_id === pythonista.user.id && row.job_id === pythonJob.id && row.rank === 1)).toBe(true);
    expect((await otherOrg.agent.get(`/api/matching/task-status/?id=${id}`)).statusCode).toBe(404);
    expect((await pythonista.agent.post('/api/matching/match/')).statusCode).toBe(403);
  });

  it('summarises matches with the most-missed skills', async () => {
    const response = await designer.agent.get('/api/matching/analytics/');
    expect(response.statusCode).toBe(200);
    expect(response.json().most_missed_skills.length).toBeGreaterThan(0);
    expect(response.json().average_score).toEqual(expect.any(Number));
  });

  it('extracts catalogue skills from text and from a PDF', async () => {
    const fromText = await org.agent.post('/api/matching/extract-skills/', { text: 'We use Node.js, C++ and machine learning, not Java-the-island.' });
    expect(fromText.statusCode).toBe(200);
    const names = (fromText.json().skills as { name: string }[]).map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Node.js', 'C++', 'Machine Learning']));
    const form = multipart({}, { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf('Python Django') });
    const fromPdf = await pythonista.agent.post('/api/matching/extract-skills/', form.body, { headers: form.headers });
    expect((fromPdf.json().skills as { name: string }[]).map((skill) => skill.name)).toEqual(expect.arrayContaining(['Python', 'Django']));
    const notPdf = multipart({}, { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: Buffer.from('plain text') });
    expect((await pythonista.agent.post('/api/matching/extract-skills/', notPdf.body, { headers: notPdf.headers })).statusCode).toBe(415);
  });

  it('answers a malformed multipart body to extract-skills with a 400 under file', async () => {
    for (const form of malformedMultipart({}, { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf('Python Django') })) {
      const response = await pythonista.agent.post('/api/matching/extract-skills/', form.body, { headers: form.headers });
      expect(response.statusCode, form.case).toBe(400);
      expect(response.json(), form.case).toEqual({ file: [MESSAGES.malformedForm] });
    }
  });

  it('ranks volunteer opportunities for a candidate in the volunteer list', async () => {
    const np = await signedInOrganisation(ctx.app, 'nonprofit');
    for (const [title, keywords] of [['Poster design', 'Typography, Branding'], ['Coding club helper', 'Python, Django']]) {
      const created = await np.agent.post('/api/volunteer-opportunities/', { title, keywords, category: 'Technology', time_commitment: 'weekly', is_remote: true });
      expect(created.statusCode).toBe(201);
    }
    const list = (await pythonista.agent.get('/api/volunteer-opportunities/')).json().results as { title: string; match_score: number | null }[];
    expect(list[0]?.title).toBe('Coding club helper');
    expect(list.every((item) => typeof item.match_score === 'number')).toBe(true);
  });
});
