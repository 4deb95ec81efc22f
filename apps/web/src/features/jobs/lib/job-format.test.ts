import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyInitials, LOGO_COLOURS, logoColour } from './company-logo';
import {
  experienceText,
  formatPounds,
  matchBand,
  modeLabel,
  perksText,
  placeOf,
  salaryRange,
  shownScore,
  typeLabel,
  visaText,
} from './job-format';
import { reasonsFromExplanation } from './match-reasons';

describe('job cards', () => {
  it('writes the salary range in pounds', () => {
    expect(salaryRange({ salary_min: 45000, salary_max: 60000 })).toBe('£45,000 – £60,000');
    expect(salaryRange({ salary_min: 30000, salary_max: null })).toBe('From £30,000');
    expect(salaryRange({ salary_min: null, salary_max: null })).toBe('');
  });

  it("writes pounds exactly as Intl's en-GB currency format does", () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, 999.5, 1000, 999_999.5),
    );
    fc.assert(fc.property(amounts, (amount) => formatPounds(amount) === intl.format(amount)));
  });

  it('shows the place without gaps, and the mode and type as SPEC.md labels them', () => {
    expect(placeOf({ city: 'London', state: '', country: 'United Kingdom' })).toBe('London, United Kingdom');
    expect(modeLabel({ is_remote: true })).toBe('Remote');
    expect(modeLabel({ is_remote: false })).toBe('On-site');
    expect(typeLabel('full-time')).toBe('Full-time');
    expect(typeLabel('intern')).toBe('Internship');
  });

  it('says None for no perks and Available or Not available for visas', () => {
    expect(perksText('')).toBe('None');
    expect(perksText('Pension, , Gym')).toBe('Pension, Gym');
    expect(visaText(true)).toBe('Available');
    expect(visaText(false)).toBe('Not available');
    expect(experienceText(1)).toBe('1 year');
    expect(experienceText(0)).toBe('No experience needed');
  });

  it('colours the badge in bands at 90 and 70, and shows no badge without a number', () => {
    expect(matchBand(90)).toBe('high');
    expect(matchBand(89)).toBe('medium');
    expect(matchBand(70)).toBe('medium');
    expect(matchBand(69)).toBe('low');
    expect(shownScore(null)).toBeNull();
    expect(shownScore(undefined)).toBeNull();
    expect(shownScore(84.6)).toBe(85);
  });

  it('draws two-letter initials on one of three colours chosen from the company name', () => {
    expect(companyInitials('Northwind Analytics')).toBe('NA');
    expect(companyInitials('acme')).toBe('AC');
    expect(companyInitials('Hughes & Daughters Joinery')).toBe('HD');
    expect(companyInitials('')).toBe('?');
    expect(LOGO_COLOURS).toContain(logoColour('Northwind Analytics'));
    expect(logoColour('Northwind Analytics')).toBe(logoColour('northwind analytics'));
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(logoColour));
    expect(colours.size).toBe(3);
  });

  it("prefers the matching engine's explanation when there is one", () => {
    const explanation = {
      score: 81,
      factors: {
        skills: { earned: 41, possible: 60, note: '4 of 5 skills matched' },
        experience: { earned: 15, possible: 15, note: '3 years asked, 7.3 years on the profile' },
        place: { earned: 10, possible: 10, note: 'Same city (London)' },
      },
      matchedSkills: [{ key: 'id:3', skillId: 3, name: 'Python', level: 9 }],
      missingSkills: [{ key: 'id:57', skillId: 57, name: 'REST APIs' }],
      hints: [{ kind: 'add-skill', message: 'Add REST APIs to raise this match', gain: 8 }],
    };
    expect(reasonsFromExplanation(explanation)).toEqual({
      matched: ['Python'],
      missing: ['REST APIs'],
      notes: ['3 years asked, 7.3 years on the profile', 'Same city (London)'],
      hint: 'Add REST APIs to raise this match',
    });
    expect(reasonsFromExplanation(null)).toBeNull();
    expect(reasonsFromExplanation({ score: 3 })).toBeNull();
  });
});
