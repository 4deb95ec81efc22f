import { describe, expect, it } from 'vitest';
import { companyInitials, LOGO_COLOURS, logoColour } from './company-logo';
import {
  experienceText,
  matchBand,
  modeLabel,
  perksText,
  placeOf,
  salaryRange,
  shownScore,
  typeLabel,
  visaText,
} from './job-format';
import type { MatchExplanation } from '@tandem/contract';
import { reasonsFromExplanation } from './match-reasons';

describe('job cards', () => {
  it('writes the salary range with its currency and period', () => {
    expect(salaryRange({ salary_min: 45000, salary_max: 60000 })).toBe('£45,000 – £60,000 a year');
    expect(salaryRange({ salary_min: 30000, salary_max: null, salary_currency: 'EUR', salary_period: 'year' })).toBe('From €30,000 a year');
    expect(salaryRange({ salary_min: 12, salary_max: 14, salary_currency: 'GBP', salary_period: 'hour' })).toBe('£12 – £14 an hour');
    expect(salaryRange({ salary_min: null, salary_max: null })).toBe('');
  });

  it('shows the place without gaps, and the mode and type as docs/product.md labels them', () => {
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

  it('colours the badge in the bands of docs/product.md section C14, and shows no badge without a number', () => {
    expect(matchBand(90)).toBe('strong');
    expect(matchBand(89)).toBe('good');
    expect(matchBand(70)).toBe('good');
    expect(matchBand(69)).toBe('worth-a-look');
    expect(matchBand(50)).toBe('worth-a-look');
    expect(matchBand(49)).toBe('not-a-match');
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

  it('reads the typed explanation: band, matched, related apart, missing, notes and the first hint', () => {
    const factor = (earned: number, possible: number, note: string) => ({ earned, possible, share: earned / possible, note });
    const explanation: MatchExplanation = {
      score: 81,
      band: 'good',
      factors: {
        skills: factor(41, 60, '1 of 3 skills matched; JavaScript, related to React'),
        experience: factor(15, 15, '3 years asked, 7.3 years on the profile'),
        education: factor(5, 5, 'No degree required'),
        place: factor(10, 10, 'Same city (London)'),
        preferences: factor(10, 10, 'No preferences stated: every job suits'),
      },
      matchedSkills: [{ key: 'id:3', skillId: 3, name: 'Python', level: 9, credit: 0.95 }],
      relatedSkills: [{ key: 'id:9', skillId: 9, name: 'React', level: 6, credit: 0.4, relatedTo: { key: 'id:8', skillId: 8, name: 'JavaScript' } }],
      missingSkills: [{ key: 'id:57', skillId: 57, name: 'REST APIs' }],
      hints: [{ kind: 'add-skill', message: 'Add REST APIs to raise this match', gain: 8 }],
    };
    expect(reasonsFromExplanation(explanation)).toEqual({
      band: 'Good fit',
      matched: ['Python'],
      related: ['JavaScript, related to React'],
      missing: ['REST APIs'],
      notes: ['3 years asked, 7.3 years on the profile', 'No degree required', 'Same city (London)', 'No preferences stated: every job suits'],
      hint: 'Add REST APIs to raise this match',
    });
  });
});
