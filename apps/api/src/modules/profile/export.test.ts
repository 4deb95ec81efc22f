import { JsonResumeExport, type ImportDraft } from '@tandem/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInCandidate } from '../../test/factories/profile.ts';
import { multipart } from '../../test/multipart.ts';

const EXPORT = '/api/profile/export/?format=json-resume';

const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const day = fc.date({ min: new Date('1990-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const period = fc.tuple(day, fc.option(day, { nil: null })).map(([a, b]) => (b === null ? { start_date: a, end_date: null } : a <= b ? { start_date: a, end_date: b } : { start_date: b, end_date: a }));
const education = fc.record({ institution: phrase.map((name) => `${name} University`), degree: fc.constantFrom('BSc', 'MA', 'PhD', 'NVQ Level 3'), field_of_study: phrase }).chain((entry) => period.map((dates) => ({ ...entry, ...dates })));
const experience = fc
  .record({
    company: phrase.map((name) => `${name} Ltd`),
    duration: phrase,
    city: fc.constantFrom('London', 'Leeds', 'Bristol', ''),
    country: fc.constantFrom('United Kingdom', 'Ireland', 'France', ''),
    responsibilities: fc.array(phrase, { maxLength: 3 }).map((lines) => lines.join('\n')),
  })
  .chain((entry) => period.map((dates) => ({ ...entry, ...dates })));
const skills = fc.uniqueArray(fc.constantFrom('Python', 'Docker', 'First Aid', 'Personal Care', 'Microsoft Excel', 'SQL', 'Forklift Operation', 'Bookkeeping'), { maxLength: 5 }).chain((names) =>
  fc.tuple(...names.map((name) => fc.integer({ min: 0, max: 10 }).map((score) => ({ name, score })))),
);
const slug = fc.stringMatching(/^[a-z]{3,12}$/);
const profile = fc.record({
  education: fc.array(education, { maxLength: 2 }),
  experience: fc.array(experience, { maxLength: 3 }),
  skills,
  links: fc.record({
    linkedin: slug.map((name) => `https://www.linkedin.com/in/${name}`),
    github: slug.map((name) => `https://github.com/${name}`),
    portfolio: slug.map((name) => `https://${name}.dev`),
  }),
});

type ProfileValue = typeof profile extends fc.Arbitrary<infer T> ? T : never;

const byText = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describeEachDialect('GET /api/profile/export/', (ctx) => {
  const save = async (agent: Agent, applicationId: number, value: ProfileValue) => {
    const ok = (response: { statusCode: number; body: string }) => {
      if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    };
    ok(await agent.patch(`/api/application/${applicationId}/`, value.links));
    for (const entry of value.education) ok(await agent.post('/api/education/', entry));
    for (const entry of value.experience) ok(await agent.post('/api/experience/', entry));
    for (const skill of value.skills) ok(await agent.post('/api/skill/', skill));
  };

  it('answers the own profile as a JSON Resume that imports back to the same profile', async () => {
    await fc.assert(
      fc.asyncProperty(profile, async (value) => {
        const { agent, applicationId } = await signedInCandidate(ctx.app);
        await save(agent, applicationId, value);
        const exported = await agent.get(EXPORT);
        expect(exported.statusCode).toBe(200);
        const document = JsonResumeExport.parse(exported.json());
        const form = multipart({}, { name: 'file', filename: 'resume.json', type: 'application/json', data: Buffer.from(JSON.stringify(document)) });
        const imported = await agent.post('/api/profile/import/', form.body, { headers: form.headers });
        expect(imported.statusCode).toBe(200);
        const draft = imported.json<ImportDraft>();
        expect(draft.links).toEqual(value.links);
        expect(byText(draft.education)).toEqual(byText(value.education));
        expect(byText(draft.experience)).toEqual(byText(value.experience));
        expect(byText(draft.skills.map(({ name, score }) => ({ name, score })))).toEqual(byText(value.skills));
        expect(draft.not_imported).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });

  it('is for candidates, each reading only their own', async () => {
    expect((await (await signedInAgent(ctx.app, 'recruiter')).agent.get(EXPORT)).statusCode).toBe(403);
    const { agent } = await signedInCandidate(ctx.app);
    expect((await agent.get('/api/profile/export/?format=pdf')).statusCode).toBe(400);
    const mine = JsonResumeExport.parse((await agent.get(EXPORT)).json());
    expect(mine.work).toEqual([]);
  });
}, { WRITE_RATE_LIMIT: '100000' });
