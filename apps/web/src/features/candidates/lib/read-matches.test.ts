import { MatchResult, type MatchExplanation } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { readMatch, readMatches } from './read-matches';

const factor = (earned: number, possible: number, note: string) => ({ earned, possible, share: earned / possible, note });
const explanation: MatchExplanation = {
  score: 82,
  band: 'good',
  factors: {
    skills: factor(40, 60, '2 of 4 skills matched; Django, related to Flask'),
    experience: factor(15, 15, '3 years asked, 4 years on the profile'),
    education: factor(5, 5, 'No degree required'),
    place: factor(10, 10, 'Same city (London)'),
    preferences: factor(10, 10, 'No preferences stated: every job suits'),
  },
  matchedSkills: [
    { key: 'id:1', skillId: 1, name: 'Python', level: 9, credit: 0.95 },
    { key: 'id:4', skillId: 4, name: 'SQL', level: 7, credit: 0.85 },
  ],
  relatedSkills: [{ key: 'id:2', skillId: 2, name: 'Flask', level: 8, credit: 0.45, relatedTo: { key: 'id:5', skillId: 5, name: 'Django' } }],
  missingSkills: [{ key: 'id:3', skillId: 3, name: 'Docker' }],
  hints: [{ kind: 'add-skill', message: 'Add Docker to raise this match', gain: 9 }],
};
const row = MatchResult.parse({
  candidate: {
    id: 10,
    name: 'Alex Rivera',
    title: 'Backend Developer',
    profile_picture: null,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    skills: [{ name: 'Python', score: 9 }],
    application: { id: 4, status: 'screening' },
  },
  score: 82,
  explanation,
});

describe('readMatch', () => {
  it('keeps related skills apart from matched and missing ones, and every factor in order', () => {
    const match = readMatch(row);
    expect(match).toMatchObject({
      candidateId: 10,
      place: 'London, United Kingdom',
      applicationStatus: 'screening',
      score: 82,
      matched: [
        { name: 'Python', level: 9 },
        { name: 'SQL', level: 7 },
      ],
      related: [{ name: 'Flask', relatedTo: 'Django', level: 8 }],
      missing: ['Docker'],
      hints: ['Add Docker to raise this match'],
    });
    expect(match?.factors.map((f) => f.label)).toEqual(['Skills', 'Experience', 'Education', 'Place', 'What they look for']);
  });

  it('leaves out rows that carry no candidate', () => {
    expect(readMatches({ count: 2, next: null, previous: null, results: [row, { ...row, candidate: undefined }] })).toHaveLength(1);
  });

  it('is read from an answer the contract refuses when the explanation has unknown fields', () => {
    expect(MatchResult.safeParse({ ...row, explanation: { ...explanation, via: 'related' } }).success).toBe(false);
  });
});
