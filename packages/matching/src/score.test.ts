import { describe, expect, it } from 'vitest';
import { scoreMatch } from './score.ts';
import { buildCandidate, buildJob, skills, TODAY, vocabulary } from './test-support/factories.ts';
import type { CandidateInput, JobInput } from './types.ts';

const score = (candidate: CandidateInput, job: JobInput) =>
  scoreMatch(vocabulary, candidate, job, { today: TODAY });

describe('scoreMatch', () => {
  const job = buildJob({ keywords: ['Python', 'Django', 'SQL', 'Docker'] });

  it('scores higher when the candidate holds more of the required skills', () => {
    const two = score(buildCandidate({ skills: skills('Python', 'Django') }), job);
    const three = score(buildCandidate({ skills: skills('Python', 'Django', 'SQL') }), job);
    expect(three).toBeGreaterThan(two);
  });

  it('scores higher for a higher proficiency', () => {
    const at = (level: number) => score(buildCandidate({ skills: [{ name: 'Python', score: level }] }), job);
    expect(at(8)).toBeGreaterThan(at(3));
    expect(at(3)).toBeGreaterThan(score(buildCandidate(), job));
  });

  it('counts an alias as the skill itself, whatever its case or punctuation', () => {
    const byName = score(
      buildCandidate({ skills: skills('JavaScript', 'Node.js') }),
      buildJob({ keywords: 'JavaScript, Node.js' }),
    );
    const byAlias = score(
      buildCandidate({ skills: skills('js', 'NODEJS') }),
      buildJob({ keywords: ['JS', 'node'] }),
    );
    expect(byAlias).toBe(byName);
  });

  it('gives a related skill some credit, but less than the skill itself', () => {
    const djangoJob = buildJob({ keywords: ['Django'] });
    const own = score(buildCandidate({ skills: skills('Django') }), djangoJob);
    const related = score(buildCandidate({ skills: skills('Flask') }), djangoJob);
    const none = score(buildCandidate({ skills: skills('Figma') }), djangoJob);
    expect(related).toBeGreaterThan(none);
    expect(related).toBeLessThan(own);
  });

  it('lowers the score when the candidate has too few years', () => {
    const senior = buildJob({ keywords: ['Python'], years_of_experience: 5 });
    const candidate = (start: string) =>
      buildCandidate({ skills: skills('Python'), experiences: [{ start_date: start, end_date: null }] });
    expect(score(candidate('2023-06-01'), senior)).toBeLessThan(score(candidate('2018-06-01'), senior));
    expect(score(candidate('2018-06-01'), senior)).toBe(score(candidate('2010-06-01'), senior));
  });

  it('lowers the score when the degree is below the requirement', () => {
    const phdJob = buildJob({ keywords: ['Python'], degree_requirements: 'PhD in Physics' });
    const bachelor = buildCandidate({ skills: skills('Python'), educations: [{ degree: 'BSc Physics' }] });
    const doctor = buildCandidate({ skills: skills('Python'), educations: [{ degree: 'PhD' }] });
    expect(score(bachelor, phdJob)).toBeLessThan(score(doctor, phdJob));
  });

  it('treats a remote job as suiting any place', () => {
    const remote = buildJob({
      keywords: ['Python'],
      city: 'Paris',
      state: null,
      country: 'France',
      is_remote: true,
    });
    const local = buildJob({ keywords: ['Python'] });
    const abroad = buildCandidate({
      skills: skills('Python'),
      city: 'Springfield',
      state: 'Illinois',
      country: 'United States',
    });
    const nowhere = buildCandidate({ skills: skills('Python'), city: null, state: null, country: null });
    const londoner = buildCandidate({ skills: skills('Python') });
    expect(score(abroad, remote)).toBe(score(londoner, local));
    expect(score(nowhere, remote)).toBe(score(londoner, local));
    expect(score(abroad, local)).toBeLessThan(score(londoner, local));
  });

  it('prefers the same city to the same country to elsewhere', () => {
    const local = buildJob({ keywords: ['Python'] });
    const at = (city: string, state: string, country: string) =>
      score(buildCandidate({ skills: skills('Python'), city, state, country }), local);
    const sameCity = at('london', 'England', 'United Kingdom');
    const sameCountry = at('Edinburgh', 'Scotland', 'United Kingdom');
    const elsewhere = at('Paris', 'Île-de-France', 'France');
    expect(sameCity).toBeGreaterThan(sameCountry);
    expect(sameCountry).toBeGreaterThan(elsewhere);
  });

  it('costs points only when a stated job-type preference leaves the job out', () => {
    const internship = buildJob({ keywords: ['Python'], job_type: 'intern' });
    const at = (preferredJobTypes: string[]) =>
      score(buildCandidate({ skills: skills('Python'), preferredJobTypes }), internship);
    expect(at([])).toBe(at(['Intern']));
    expect(at(['full-time'])).toBeLessThan(at([]));
  });

  it('never gives 100% to a job that lists no keywords', () => {
    const perfect = buildCandidate({ skills: skills('Python', 'Django'), educations: [{ degree: 'PhD' }] });
    expect(score(perfect, buildJob({ keywords: [] }))).toBeLessThan(100);
    expect(score(perfect, buildJob({ keywords: ' , ' }))).toBeLessThan(100);
  });

  it('gives 100 to a candidate who meets everything at the top level', () => {
    expect(score(buildCandidate({ skills: skills('Python') }), buildJob({ keywords: ['Python'] }))).toBe(100);
  });

  it('ranks a Python and Django job above a design job for a Python and Django candidate', () => {
    const candidate = buildCandidate({
      skills: [
        { name: 'Python', score: 7 },
        { name: 'Django', score: 6 },
      ],
    });
    const backend = buildJob({ id: 1, keywords: ['Python', 'Django', 'PostgreSQL'] });
    const design = buildJob({ id: 2, keywords: ['Figma', 'UX Design', 'Photoshop'] });
    expect(score(candidate, backend)).toBeGreaterThan(score(candidate, design));
  });

  it('gives the figures docs/matching.md quotes against the colour bands', () => {
    const fourSkills = buildJob({ keywords: ['Python', 'Django', 'SQL', 'Docker'] });
    const at = (level: number, names: string[]) =>
      score(buildCandidate({ skills: names.map((name) => ({ name, score: level })) }), fourSkills);
    expect(at(8, ['Python', 'Django', 'SQL', 'Docker'])).toBe(94);
    expect(at(5, ['Python', 'Django', 'SQL', 'Docker'])).toBe(85);
    expect(at(5, ['Python', 'Django', 'SQL'])).toBe(72);
    expect(score(buildCandidate({ skills: skills('Python') }), buildJob({ keywords: [] }))).toBe(13);
  });

  it('gives the same score for the same inputs and today', () => {
    const candidate = buildCandidate({
      skills: skills('Python'),
      experiences: [{ start_date: '2020-01-01', end_date: '' }],
    });
    const senior = buildJob({ keywords: ['Python'], years_of_experience: 10 });
    expect(score(candidate, senior)).toBe(score(candidate, senior));
    expect(scoreMatch(vocabulary, candidate, senior, { today: '2030-01-01' })).toBeGreaterThan(
      score(candidate, senior),
    );
  });
});
