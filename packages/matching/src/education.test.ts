import { describe, expect, it } from 'vitest';
import { DEGREE_LEVEL, educationShare, highestDegree, requiredDegree } from './education.ts';

describe('requiredDegree', () => {
  it.each([
    ["Bachelor's degree in Computer Science", DEGREE_LEVEL.bachelor],
    ['B.Sc. Mathematics', DEGREE_LEVEL.bachelor],
    ['Degree in any subject', DEGREE_LEVEL.bachelor],
    ["Master's", DEGREE_LEVEL.master],
    ['MBA preferred', DEGREE_LEVEL.master],
    ['PhD', DEGREE_LEVEL.doctorate],
    ['Ph.D. in Physics', DEGREE_LEVEL.doctorate],
    ['High school', DEGREE_LEVEL.highSchool],
    ['A levels', DEGREE_LEVEL.highSchool],
    ["Associate's degree", DEGREE_LEVEL.associate],
    ["Bachelor's or Master's degree", DEGREE_LEVEL.bachelor],
    ['None', DEGREE_LEVEL.none],
    ['N/A', DEGREE_LEVEL.none],
    ['', DEGREE_LEVEL.none],
    [null, DEGREE_LEVEL.none],
    ['Willingness to learn', DEGREE_LEVEL.none],
  ])('reads %j as level %i', (text, level) => {
    expect(requiredDegree(text)).toBe(level);
  });
});

describe('highestDegree', () => {
  it('takes the highest of the candidate entries', () => {
    expect(highestDegree(['BSc Computer Science', 'MSc Data Science'])).toBe(DEGREE_LEVEL.master);
    expect(highestDegree([])).toBe(DEGREE_LEVEL.none);
  });
});

describe('educationShare', () => {
  it('is full at or above the requirement, half one level short, nothing further', () => {
    expect(educationShare(DEGREE_LEVEL.master, DEGREE_LEVEL.bachelor)).toBe(1);
    expect(educationShare(DEGREE_LEVEL.associate, DEGREE_LEVEL.bachelor)).toBe(0.5);
    expect(educationShare(DEGREE_LEVEL.highSchool, DEGREE_LEVEL.bachelor)).toBe(0);
    expect(educationShare(DEGREE_LEVEL.none, DEGREE_LEVEL.none)).toBe(1);
  });
});
