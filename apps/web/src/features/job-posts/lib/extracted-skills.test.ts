import { describe, expect, it } from 'vitest';
import { readSkillNames } from './extracted-skills';

describe('readSkillNames', () => {
  it('reads a bare list of names', () => {
    expect(readSkillNames(['Python', 'Django'])).toEqual(['Python', 'Django']);
  });

  it('reads objects with a name under skills or results', () => {
    expect(readSkillNames({ skills: [{ skillId: 1, name: 'Python' }] })).toEqual(['Python']);
    expect(readSkillNames({ count: 1, results: [{ id: 2, name: 'SQL' }] })).toEqual(['SQL']);
  });

  it('drops repeats in any case and empty names', () => {
    expect(readSkillNames(['Python', 'python', ' ', { name: '' }])).toEqual(['Python']);
  });

  it('answers nothing for a shape it does not know', () => {
    expect(readSkillNames({ detail: 'Not found.' })).toEqual([]);
    expect(readSkillNames(null)).toEqual([]);
  });
});
