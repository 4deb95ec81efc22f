import { describe, expect, it } from 'vitest';
import { readMatch, readMatches } from './read-matches';

const engineExplanation = {
  score: 82,
  factors: {
    skills: { earned: 45.5, possible: 55, share: 0.827, note: '4 of 5 skills matched' },
    experience: { earned: 20, possible: 20, share: 1, note: '4 years against 3 asked' },
    place: { earned: 5, possible: 10, share: 0.5, note: 'Same country' },
  },
  matchedSkills: [
    { key: 'python', skillId: 1, name: 'Python', level: 9, credit: 1, via: 'skill' },
    { key: 'flask', skillId: 2, name: 'Flask', level: 6, credit: 0.5, via: 'related', relatedTo: { name: 'Django' } },
  ],
  missingSkills: [{ key: 'docker', skillId: 3, name: 'Docker' }],
  hints: [{ kind: 'add-skill', message: 'Add Docker to raise this match', gain: 9 }],
};

describe('readMatch', () => {
  it('reads a nested candidate with the engine explanation', () => {
    const match = readMatch({
      candidate: {
        id: 10,
        name: 'Alex Rivera',
        title: 'Backend Developer',
        profile_picture: null,
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        skills: [
          { name: 'Python', score: 9 },
          { name: 'Django', score: 8 },
        ],
        application: { id: 4, status: 'screening' },
      },
      score: 82,
      explanation: engineExplanation,
    });
    expect(match).toEqual({
      candidateId: 10,
      name: 'Alex Rivera',
      title: 'Backend Developer',
      place: 'London, United Kingdom',
      photo: null,
      skills: [
        { name: 'Python', level: 9 },
        { name: 'Django', level: 8 },
      ],
      applicationStatus: 'screening',
      score: 82,
      matched: [
        { name: 'Python', level: 9, related: false },
        { name: 'Flask', level: 6, related: true },
      ],
      missing: ['Docker'],
      factors: [
        { key: 'skills', label: 'Skills', share: 0.827, earned: 45.5, possible: 55, note: '4 of 5 skills matched' },
        { key: 'experience', label: 'Experience', share: 1, earned: 20, possible: 20, note: '4 years against 3 asked' },
        { key: 'place', label: 'Place', share: 0.5, earned: 5, possible: 10, note: 'Same country' },
      ],
      hints: ['Add Docker to raise this match'],
    });
  });

  it('reads a flat item with snake_case lists', () => {
    const match = readMatch({
      candidate_id: 11,
      name: 'Mia Thompson',
      match_score: 64.6,
      skills_matched: ['React'],
      skills_missing: ['TypeScript'],
      factors: [{ name: 'skills', share: 0.5 }],
    });
    expect(match).toMatchObject({
      candidateId: 11,
      score: 65,
      matched: [{ name: 'React', level: null, related: false }],
      missing: ['TypeScript'],
      factors: [{ key: 'skills', label: 'Skills', share: 0.5 }],
    });
  });

  it('works out a share from points when none is given', () => {
    expect(readMatch({ candidate_id: 1, factors: { place: { earned: 5, possible: 10 } } })?.factors[0]?.share).toBe(0.5);
  });

  it('keeps a missing score as null and names an unnamed candidate', () => {
    expect(readMatch({ candidateId: 3 })).toMatchObject({ score: null, name: 'Candidate 3', applicationStatus: null, skills: [] });
  });

  it('skips an item without a candidate', () => {
    expect(readMatch({ score: 50 })).toBeNull();
    expect(readMatch('x')).toBeNull();
  });
});

describe('readMatches', () => {
  it('reads results of a page, best first', () => {
    const matches = readMatches({ count: 2, results: [{ candidate_id: 1, score: 40 }, { candidate_id: 2, score: 90 }] });
    expect(matches.map((match) => match.candidateId)).toEqual([2, 1]);
  });

  it('reads a bare list and answers nothing for an unknown shape', () => {
    expect(readMatches([{ candidate_id: 1, score: 10 }])).toHaveLength(1);
    expect(readMatches({ detail: 'Not found.' })).toEqual([]);
  });
});
