import { describe, expect, it } from 'vitest';
import { explainMatch, scoreMatch } from './score.ts';
import { buildCandidate, buildJob, skills, TODAY, vocabulary } from './test-support/factories.ts';

const score = (candidate: Parameters<typeof scoreMatch>[1], job: Parameters<typeof scoreMatch>[2]) =>
  scoreMatch(vocabulary, candidate, job, { today: TODAY });

describe('the skill gate (docs/product.md section C14)', () => {
  const seasoned = { experiences: [{ start_date: '2015-01-01', end_date: null }] };

  it('scores a job sharing no skill, exactly or related, at most 20 whatever the other factors', () => {
    const designer = buildCandidate({ skills: skills('Figma'), ...seasoned });
    expect(score(designer, buildJob({ keywords: ['Python', 'Django'] }))).toBeLessThanOrEqual(20);
  });

  it('matches nothing for an empty profile', () => {
    const empty = buildCandidate({ skills: [] });
    expect(score(empty, buildJob({ keywords: ['Python'] }))).toBeLessThan(50);
    expect(score(empty, buildJob({ keywords: [] }))).toBeLessThan(50);
  });

  it('does not credit years in another field', () => {
    const bookkeeper = buildJob({ keywords: ['Bookkeeping'], years_of_experience: 3 });
    const developer = explainMatch(vocabulary, buildCandidate({ skills: skills('Python'), ...seasoned }), bookkeeper, {
      today: TODAY,
    });
    expect(developer.factors.experience.earned).toBe(0);
    expect(developer.factors.experience.note).toContain("none in this job's skills");
  });

  it('ranks a fitting full-time role above an internship for a seasoned candidate who did not ask for one', () => {
    const analyst = buildCandidate({ skills: skills('SQL', 'Python'), ...seasoned });
    const fullTime = buildJob({ id: 1, keywords: ['SQL', 'Python'], job_type: 'full-time' });
    const internship = buildJob({ id: 2, keywords: ['SQL', 'Python'], job_type: 'intern' });
    expect(score(analyst, fullTime)).toBeGreaterThan(score(analyst, internship));
    const wantsInternships = { ...analyst, preferredJobTypes: ['intern'] };
    expect(score(wantsInternships, internship)).toBeGreaterThan(score(wantsInternships, fullTime));
  });

  it('honours a remote-only wish, a lowest salary and a level, and says so', () => {
    const base = buildCandidate({ skills: skills('Python') });
    const onSite = buildJob({ keywords: ['Python'], is_remote: false, salary_max: 30000, years_of_experience: 6 });
    const picky = { ...base, workMode: 'remote', minSalary: 40000, seniority: 'entry' };
    expect(score(picky, onSite)).toBeLessThan(score(base, onSite));
    const note = explainMatch(vocabulary, picky, onSite, { today: TODAY }).factors.preferences.note;
    expect(note).toBe('Not remote, and you want remote; Pays less than your lowest salary; Not the entry level you want');
  });
});
