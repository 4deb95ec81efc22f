import { describe, expect, it } from 'vitest';
import { explainMatch } from './score.ts';
import { buildCandidate, buildJob, TODAY, vocabulary } from './test-support/factories.ts';
import { MATCH_WEIGHTS } from './weights.ts';

const candidate = buildCandidate({
  skills: [
    { name: 'Python', score: 8 },
    { name: 'Kubernetes', score: 6 },
  ],
  experiences: [{ start_date: '2022-06-01', end_date: null }],
});
const job = buildJob({ keywords: ['Python', 'Docker', 'SQL', 'AWS'], years_of_experience: 5 });
const explanation = explainMatch(vocabulary, candidate, job, { today: TODAY });

describe('explainMatch', () => {
  it('lists the skills held exactly as matched, with the candidate level', () => {
    expect(explanation.matchedSkills).toEqual([expect.objectContaining({ name: 'Python', level: 8, credit: 0.9 })]);
    expect(explanation.factors.skills.note).toBe('1 of 4 skills matched; Kubernetes, related to Docker');
  });

  it('lists a skill credited through a related one apart, at most half credit, never as missing', () => {
    expect(explanation.relatedSkills).toEqual([
      expect.objectContaining({ name: 'Docker', level: 6, credit: 0.4, relatedTo: expect.objectContaining({ name: 'Kubernetes' }) }),
    ]);
    expect(explanation.missingSkills.map((s) => s.name)).not.toContain('Docker');
    expect(explanation.hints.some((h) => h.skill?.name === 'Docker')).toBe(false);
  });

  it('lists the missing skills, free-text keywords included', () => {
    expect(explanation.missingSkills.map((s) => [s.name, s.skillId])).toEqual([
      ['SQL', 18],
      ['AWS', null],
    ]);
  });

  it('gives each factor its points earned out of its weight', () => {
    expect(explanation.factors.skills.possible).toBe(MATCH_WEIGHTS.skills);
    // 3 of 5 years, counted at the share of the job the skills cover: (90 + 40) / 400 / 0.6 = 54%.
    expect(explanation.factors.experience).toMatchObject({ possible: 15, earned: 4.88 });
    expect(explanation.factors.experience.note).toContain('counted at 54%');
    // Place and education are met in full, and scaled alike by how much of the job the skills cover.
    expect(explanation.factors.place).toMatchObject({ share: 0.771 });
    // The same reason earns fewer points than for a candidate covering the whole job: the note says why.
    expect(explanation.factors.place.note).toBe('Same city (London); counted at 77% as your skills cover part of this job');
    expect(explanation.factors.education.share).toBe(0.771);
  });

  it('leads its hints with the missing skill that would raise the score most', () => {
    const [first, second] = explanation.hints;
    expect(first).toMatchObject({ kind: 'add-skill', message: 'Add SQL to raise this match' });
    expect(first?.gain).toBeGreaterThan(0);
    expect(second?.gain).toBeLessThanOrEqual(first?.gain ?? 0);
    expect(explanation.hints.map((h) => h.kind)).toContain('experience');
  });

  it('asks a candidate without a place to add one', () => {
    const placeless = explainMatch(
      vocabulary,
      { ...candidate, city: null, state: null, country: null },
      job,
      { today: TODAY },
    );
    expect(placeless.factors.place.share).toBe(0);
    expect(placeless.hints.map((h) => h.kind)).toContain('add-place');
  });

  it('reads for the organisation in the third person, with nothing only the candidate could do', () => {
    const forOrganisation = explainMatch(vocabulary, candidate, job, { today: TODAY, audience: 'organisation' });
    expect(forOrganisation.score).toBe(explanation.score);
    const notes = Object.values(forOrganisation.factors).map((factor) => factor.note);
    const texts = [...notes, ...forOrganisation.hints.map((hint) => hint.message)].join(' | ');
    expect(texts).not.toMatch(/\byou\b|\byour\b|\bAdd\b/);
    expect(forOrganisation.factors.experience.note).toContain("as the candidate's skills cover part of this job");
    expect(forOrganisation.hints[0]?.message).toMatch(/^SQL is not on the profile: it would add \d+ points?$/);
    const wanting = explainMatch(
      vocabulary,
      { ...candidate, workMode: 'remote', minSalary: 90000, seniority: 'entry' },
      job,
      { today: TODAY, audience: 'organisation' },
    );
    expect(wanting.factors.preferences.note).toMatch(/the candidate wants/);
    expect(wanting.factors.preferences.note).not.toMatch(/\byou\b|\byour\b/);
  });
});
