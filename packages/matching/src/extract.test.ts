import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract.ts';
import { vocabulary } from './test-support/factories.ts';

const names = (text: string) => extractSkills(vocabulary, text).map((skill) => skill.name);

describe('extractSkills', () => {
  it('finds tricky names: C++, C#, .NET and Node.js', () => {
    expect(names('Built services in C++ and C#, then moved to .NET and Node.js.')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
    ]);
  });

  it('finds multi-word skills in any case, hyphenated or not', () => {
    expect(names('Applied machine learning; reports in MICROSOFT EXCEL.')).toEqual([
      'Machine Learning',
      'Microsoft Excel',
    ]);
    expect(names('machine-learning pipelines')).toEqual(['Machine Learning']);
  });

  it('matches whole words only: no Java inside JavaScript', () => {
    expect(names('Senior JavaScript developer')).toEqual(['JavaScript']);
    expect(names('Java-based back end')).toEqual(['Java']);
  });

  it('prefers the longest name where names overlap', () => {
    expect(names('Expert in Microsoft Excel')).toEqual(['Microsoft Excel']);
  });

  it('reads aliases as their skill and lists each skill once with its count and positions', () => {
    const text = 'JS daily. javascript and JS again; also K8S.';
    const found = extractSkills(vocabulary, text);
    expect(found.map((s) => s.name)).toEqual(['JavaScript', 'Kubernetes']);
    const js = found[0];
    expect(js?.count).toBe(3);
    expect(js?.positions.map((p) => text.slice(p.start, p.end))).toEqual(['JS', 'javascript', 'JS']);
  });

  it('matches one- and two-letter names only as the catalogue writes them', () => {
    expect(names('Statistics in R, services in Go and C')).toEqual(['R', 'Go', 'C']);
    expect(names('we go to r/place, see section c')).toEqual([]);
  });

  it('finds nothing in text without catalogue skills', () => {
    expect(extractSkills(vocabulary, '')).toEqual([]);
    expect(extractSkills(vocabulary, 'Knitting and forklift driving')).toEqual([]);
  });
});
