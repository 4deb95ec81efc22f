import { describe, expect, it } from 'vitest';
import { findCatalogueSkill, hasSkill, searchCatalogue } from './catalogue-search';

const catalogue = [
  { id: 1, name: 'JavaScript', aliases: ['JS'] },
  { id: 2, name: 'Java', aliases: [] },
  { id: 3, name: 'TypeScript', aliases: ['TS'] },
  { id: 4, name: 'React', aliases: ['React.js'] },
];

describe('skill catalogue search', () => {
  it('matches without regard to case, names that start with the text first', () => {
    expect(searchCatalogue(catalogue, 'JAVA', []).map((skill) => skill.name)).toEqual(['JavaScript', 'Java']);
    expect(searchCatalogue(catalogue, 'script', []).map((skill) => skill.name)).toEqual([
      'JavaScript',
      'TypeScript',
    ]);
  });

  it('finds a skill by an alias', () => {
    expect(searchCatalogue(catalogue, 'react.js', []).map((skill) => skill.name)).toEqual(['React']);
  });

  it('never offers a skill twice', () => {
    expect(searchCatalogue(catalogue, 'java', ['javascript']).map((skill) => skill.name)).toEqual(['Java']);
    expect(hasSkill(['React'], 'react')).toBe(true);
  });

  it('lists everything still available for an empty search, up to the limit', () => {
    expect(searchCatalogue(catalogue, '  ', ['Java'], 2).map((skill) => skill.id)).toEqual([1, 3]);
  });

  it('names a catalogue skill exactly, by name or alias', () => {
    expect(findCatalogueSkill(catalogue, 'typescript')?.id).toBe(3);
    expect(findCatalogueSkill(catalogue, 'ts')?.id).toBe(3);
    expect(findCatalogueSkill(catalogue, 'Rust')).toBeUndefined();
  });
});
