import { describe, expect, it } from 'vitest';
import { jobTitleOf, levelOf, scorePercent } from './profile-format';

describe('profile formatting', () => {
  it("takes the job title from before ' at '", () => {
    expect(jobTitleOf('Backend Developer at Acme')).toBe('Backend Developer');
    expect(jobTitleOf('Data Analyst')).toBe('Data Analyst');
    expect(jobTitleOf('')).toBe('');
    expect(jobTitleOf(null)).toBe('');
  });

  it('does not cut a title that merely contains "at"', () => {
    expect(jobTitleOf('Data Analyst')).toBe('Data Analyst');
    expect(jobTitleOf('Automation Engineer')).toBe('Automation Engineer');
  });

  it('shows a level of score / 2 rounded, out of 5', () => {
    expect(levelOf(0)).toBe(0);
    expect(levelOf(5)).toBe(3);
    expect(levelOf(7)).toBe(4);
    expect(levelOf(8)).toBe(4);
    expect(levelOf(10)).toBe(5);
    expect(levelOf(14)).toBe(5);
  });

  it('fills the bar in proportion to the score', () => {
    expect(scorePercent(5)).toBe(50);
    expect(scorePercent(10)).toBe(100);
    expect(scorePercent(-2)).toBe(0);
  });
});
