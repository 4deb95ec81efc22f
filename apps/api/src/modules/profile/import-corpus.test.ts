import type { ImportDraft } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { signedInCandidate } from '../../test/factories/profile.ts';
import { multipart } from '../../test/multipart.ts';
import { CORPUS } from '../../test/resume-corpus/corpus.ts';
import { add, precision, recall, scoreDraft, type Tally } from '../../test/resume-corpus/score.ts';
import { importVocabulary } from './import/catalogue.ts';

// Issue 32's figures on résumés written by hand in varied layouts (test/resume-corpus/corpus.ts; `npm run
// bench:import` prints them file by file): skills at 90% precision and recall or better, and the fields (the
// person, each experience's title, company and dates, each education's) right, every one on the clean one-column PDF.
describeEachDialect('POST /api/profile/import/ on the hand-written corpus', (ctx) => {
  let agent: Agent;
  const drafts = new Map<string, ImportDraft>();
  beforeAll(async () => {
    ({ agent } = await signedInCandidate(ctx.app));
    for (const entry of CORPUS) {
      const type = entry.file.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const form = multipart({}, { name: 'file', filename: entry.file, type, data: await entry.make() });
      const response = await agent.post('/api/profile/import/', form.body, { headers: form.headers });
      expect(response.statusCode, entry.file).toBe(200);
      drafts.set(entry.file, response.json<ImportDraft>());
    }
  }, 120_000);
  const vocabulary = importVocabulary();
  const canonical = (name: string) => vocabulary.lookup(name)?.name;

  it('finds skills with 90% precision and 90% recall over the corpus, and fields with 95%', () => {
    let fields: Tally = { given: 0, wanted: 0, right: 0 };
    let skills: Tally = { given: 0, wanted: 0, right: 0 };
    const misses: string[] = [];
    for (const entry of CORPUS) {
      const score = scoreDraft(drafts.get(entry.file)!, entry.expected, canonical);
      fields = add(fields, score.fields);
      skills = add(skills, score.skills);
      misses.push(...score.misses.map((miss) => `${entry.file}: ${miss}`));
    }
    expect(precision(skills), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(skills), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(precision(fields), misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(recall(fields), misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('reads every experience and education of the clean one-column résumé right, and the person', () => {
    const entry = CORPUS.find((file) => file.file === 'care-one-column.pdf')!;
    const draft = drafts.get(entry.file)!;
    expect(draft.experience.map((role) => ({ title: role.duration, company: role.company, start_date: role.start_date, end_date: role.end_date }))).toEqual(entry.expected.experience);
    expect(draft.education.map((study) => study.institution)).toEqual(entry.expected.education.map((study) => study.institution));
    expect(draft.personal).toMatchObject({ name: 'Grace Mensah', phone_number: '07700 900456', address: 'Flat 4, 22 Victoria Road, Leeds LS6 1AB' });
  });

  it('reads a table written date first, its header row left out', () => {
    const draft = drafts.get('manager-table.docx')!;
    expect(draft.experience.map((role) => [role.duration, role.company, role.start_date, role.end_date])).toEqual([
      ['Store Manager', 'Clydeside Home Stores Ltd', '2020-01-01', null],
      ['Assistant Store Manager', 'Northern Pharmacy Group plc', '2016-06-01', '2019-12-01'],
      ['Retail Assistant', 'Highland Outdoor Ltd', '2013-09-01', '2016-05-01'],
    ]);
  });

  it('takes the person from a sidebar headed Contact, and leaves out skills named only by an everyday word or degree letters', () => {
    expect(drafts.get('developer-sidebar.pdf')!.personal).toMatchObject({ name: 'Tomás Rivera', phone_number: '07700 900781', address: 'Bristol, UK' });
    const named = (file: string) => drafts.get(file)!.skills.map((skill) => skill.name);
    expect(named('warehouse.docx')).not.toContain('SAFe'); // 'safe and tidy'
    expect(named('manager-table.docx')).not.toContain('Microsoft Teams'); // 'strong teams'
    expect(named('fundraiser-two-pages.pdf')).not.toContain('Business Analysis'); // 'BA (Hons) Sociology'
    expect(named('retail-other-headings.pdf')).not.toContain('Monitoring and Evaluation'); // 'About me'
    expect(named('nurse-two-columns.docx')).toEqual(expect.arrayContaining(['Cannulation', 'IV Therapy', 'Electronic Health Records']));
  });
});
