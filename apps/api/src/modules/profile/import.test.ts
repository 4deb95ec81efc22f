import { IMPORT_MESSAGES, type ImportDraft } from '@tandem/contract';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInCandidate } from '../../test/factories/profile.ts';
import { AMIR, JANE, jsonResume, linkedInZip, resumeDocx, resumePdf, type PdfLayout, type ResumeModel } from '../../test/factories/resumes.ts';
import { multipart } from '../../test/multipart.ts';

const IMPORT = '/api/profile/import/';
const upload = (agent: Agent, data: Buffer, filename = 'cv.pdf', type = 'application/pdf') => {
  const form = multipart({}, { name: 'file', filename, type, data });
  return agent.post(IMPORT, form.body, { headers: form.headers });
};

/** Skills found against skills the résumé names: precision and recall. */
function skillScores(draft: ImportDraft, model: ResumeModel) {
  const found = new Set(draft.skills.map((skill) => skill.name));
  const hits = model.skills.filter((name) => found.has(name)).length;
  return { precision: found.size === 0 ? 0 : hits / found.size, recall: hits / model.skills.length, found: [...found] };
}

describeEachDialect('POST /api/profile/import/', (ctx) => {
  const profileCounts = async (applicationId: number) => ({
    education: (await ctx.db.selectFrom('education').select('id').where('application_id', '=', applicationId).execute()).length,
    experience: (await ctx.db.selectFrom('experience').select('id').where('application_id', '=', applicationId).execute()).length,
    skills: (await ctx.db.selectFrom('profile_skills').select('id').where('application_id', '=', applicationId).execute()).length,
  });

  it('reads a clean one-column PDF: every title, company and date right, the person, links and skills, saving nothing', async () => {
    const { agent, applicationId } = await signedInCandidate(ctx.app);
    const before = await profileCounts(applicationId);
    const response = await upload(agent, await resumePdf(JANE));
    expect(response.statusCode).toBe(200);
    const draft = response.json<ImportDraft>();
    expect(draft.source).toBe('pdf');
    expect(draft.personal).toEqual({ name: 'Jane Doe', title: 'Senior Software Engineer', phone_number: '+44 7700 900123', address: 'London, United Kingdom' });
    expect(draft.links.linkedin).toBe('https://linkedin.com/in/janedoe');
    expect(draft.experience.map(({ duration, company, city, country, start_date, end_date }) => ({ duration, company, city, country, start_date, end_date }))).toEqual(
      JANE.roles.map((role) => ({ duration: role.title, company: role.company, city: role.city, country: role.country, start_date: role.start_date, end_date: role.end_date })),
    );
    expect(draft.experience[0]?.responsibilities).toContain('Led a team of five');
    expect(draft.education).toEqual([{ institution: 'University of Bristol', degree: 'BSc (Hons)', field_of_study: 'Computer Science', start_date: '2010-01-01', end_date: '2013-01-01' }]);
    const scores = skillScores(draft, JANE);
    expect(scores.precision, scores.found.join(', ')).toBeGreaterThanOrEqual(0.9);
    expect(scores.recall, scores.found.join(', ')).toBeGreaterThanOrEqual(0.9);
    const react = draft.skills.find((skill) => skill.name === 'React');
    expect(react?.evidence).toBe('Led a team of five building a React and TypeScript front end.');
    // Used since 2020 in the current role: more than a skill only listed (5), at most 10.
    expect(react?.score).toBeGreaterThan(5);
    expect(draft.skills.find((skill) => skill.name === 'Microsoft Excel')?.score).toBeLessThan(react?.score ?? 0);
    expect(await profileCounts(applicationId)).toEqual(before);
  });

  describe.each<[PdfLayout | 'docx', ResumeModel]>([
    ['two-columns', JANE],
    ['table', JANE],
    ['capital-headings', JANE],
    ['no-headings', JANE],
    ['docx', JANE],
    ['one-column', AMIR],
    ['two-columns', AMIR],
    ['no-headings', AMIR],
    ['docx', AMIR],
  ])('a %s résumé of %s', (layout, model) => {
    it('gives skills with 90% precision and recall, and its experiences with titles and dates', async () => {
      const { agent } = await signedInCandidate(ctx.app);
      const file = layout === 'docx' ? await resumeDocx(model) : await resumePdf(model, layout);
      const response = await (layout === 'docx'
        ? upload(agent, file, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        : upload(agent, file));
      expect(response.statusCode).toBe(200);
      const draft = response.json<ImportDraft>();
      const scores = skillScores(draft, model);
      expect(scores.precision, scores.found.join(', ')).toBeGreaterThanOrEqual(0.9);
      expect(scores.recall, scores.found.join(', ')).toBeGreaterThanOrEqual(0.9);
      expect(draft.experience.map((entry) => [entry.duration, entry.start_date])).toEqual(model.roles.map((role) => [role.title, role.start_date]));
      expect(draft.education.map((entry) => entry.institution)).toEqual(model.studies.map((study) => study.institution));
    });
  });

  it('reads a two-page PDF in under 2 seconds', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const pdf = await resumePdf(JANE, 'one-column', 2);
    const started = performance.now();
    const response = await upload(agent, pdf);
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.json<ImportDraft>().experience).toHaveLength(3);
  });

  it("reads LinkedIn's export zip with its column names and dates, and lists skills outside the catalogue as not imported", async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const response = await upload(agent, linkedInZip(JANE, ['Being Brilliant At Everything']), 'Basic_LinkedInDataExport.zip', 'application/zip');
    expect(response.statusCode).toBe(200);
    const draft = response.json<ImportDraft>();
    expect(draft.source).toBe('linkedin');
    expect(draft.personal).toMatchObject({ name: 'Jane Doe', title: 'Senior Software Engineer', phone_number: '+44 7700 900123' });
    expect(draft.links.portfolio).toBe('https://janedoe.dev');
    expect(draft.experience.map(({ duration, company, city, country, start_date, end_date }) => ({ duration, company, city, country, start_date, end_date }))).toEqual(
      JANE.roles.map((role) => ({ duration: role.title, company: role.company, city: role.city, country: role.country, start_date: role.start_date, end_date: role.end_date })),
    );
    expect(draft.education).toEqual([{ institution: 'University of Bristol', degree: 'BSc (Hons)', field_of_study: 'Computer Science', start_date: '2010-01-01', end_date: '2013-01-01' }]);
    expect(draft.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['JavaScript', 'Docker', 'Kubernetes', 'Git', 'SQL', 'React']));
    expect(draft.skills.find((skill) => skill.name === 'Docker')?.evidence).toBe('Skills: Docker');
    expect(draft.not_imported).toEqual(['Skill: Being Brilliant At Everything is not in the skill catalogue.']);
  });

  it('reads a JSON Resume, its levels as proficiency', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const response = await upload(agent, jsonResume(AMIR), 'resume.json', 'application/json');
    expect(response.statusCode).toBe(200);
    const draft = response.json<ImportDraft>();
    expect(draft.source).toBe('json-resume');
    expect(draft.experience.map((entry) => [entry.duration, entry.company, entry.city, entry.start_date, entry.end_date])).toEqual(
      AMIR.roles.map((role) => [role.title, role.company, role.city, role.start_date, role.end_date]),
    );
    expect(draft.skills).toEqual([
      { name: 'First Aid', score: 8, evidence: 'Skills: First Aid (Advanced)' },
      { name: 'Food Hygiene', score: 8, evidence: 'Skills: Food Hygiene (Advanced)' },
      { name: 'Infection Prevention and Control', score: 8, evidence: 'Skills: Infection Prevention and Control (Advanced)' },
    ]);
  });

  it('keeps the 3 most recent experiences and 2 most recent educations, and says what it left out', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const older = { ...JANE.roles[2]!, title: 'Shop Assistant', company: 'Corner Shop Ltd', from: '2011', to: '2013', start_date: '2011-01-01', end_date: '2013-01-01', bullets: [] };
    const studies = [
      { institution: 'Open University', degree: 'MSc', field: 'Data Science', from: '2018', to: '2020', start_date: '2018-01-01', end_date: '2020-01-01' },
      ...JANE.studies,
      { institution: 'Bristol Grammar School', degree: 'A-Levels', field: 'Maths', from: '2008', to: '2010', start_date: '2008-01-01', end_date: '2010-01-01' },
    ];
    const response = await upload(agent, await resumePdf({ ...JANE, roles: [older, ...JANE.roles], studies }));
    const draft = response.json<ImportDraft>();
    expect(draft.experience.map((entry) => entry.company)).toEqual(['Acme Digital Ltd', 'Beta Systems plc', 'Gamma Health NHS Trust']);
    expect(draft.education.map((entry) => entry.institution)).toEqual(['Open University', 'University of Bristol']);
    expect(draft.not_imported).toEqual([
      'Experience: Shop Assistant, Corner Shop Ltd (2011-01-01 – 2013-01-01). A profile holds 3 experiences; the most recent are kept.',
      'Education: A-Levels, Maths, Bristol Grammar School (2008-01-01 – 2010-01-01). A profile holds 2 educations; the most recent are kept.',
    ]);
  });

  it('refuses another kind of file with a 415 and a file it cannot read with a 400, by content', async () => {
    const { agent } = await signedInCandidate(ctx.app);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(agent, png, 'cv.pdf')).json()).toEqual({ detail: IMPORT_MESSAGES.unsupported });
    expect((await upload(agent, png, 'cv.pdf')).statusCode).toBe(415);
    expect((await upload(agent, Buffer.from('{"hello": "world"}'), 'resume.json')).statusCode).toBe(415);
    expect((await upload(agent, Buffer.from(zipSync({ 'notes.txt': new Uint8Array([65]) })), 'data.zip')).statusCode).toBe(415);
    for (const broken of [Buffer.from('%PDF-1.7\nthis is not really a PDF'), Buffer.from('{"basics": '), Buffer.from('PK\u0003\u0004broken zip')]) {
      const response = await upload(agent, broken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: [IMPORT_MESSAGES.unreadable] });
    }
    // A zip that would unfold far beyond its size is refused before it is inflated.
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    const response = await upload(agent, Buffer.from(bomb), 'export.zip');
    expect(response.statusCode).toBe(400);
  });

  it('is for candidates only', async () => {
    const anonymous = await upload(new (await import('../../test/agent.ts')).Agent(ctx.app), await resumePdf(JANE));
    expect(anonymous.statusCode).toBe(401);
    const { agent } = await signedInAgent(ctx.app, 'recruiter');
    expect((await upload(agent, await resumePdf(JANE))).statusCode).toBe(403);
  });
});
