import { describe, expect, it } from 'vitest';
import { compactName, normalizeName } from './normalize.ts';
import { CATALOGUE, vocabulary } from './test-support/factories.ts';
import { createVocabulary } from './vocabulary.ts';

describe('normalizeName', () => {
  it('folds case, accents, spacing and separators but keeps +, # and inner dots', () => {
    expect(normalizeName('  Machine-Learning ')).toBe('machine learning');
    expect(normalizeName('C++')).toBe('c++');
    expect(normalizeName('C#')).toBe('c#');
    expect(normalizeName('.NET')).toBe('.net');
    expect(normalizeName('Node.js.')).toBe('node.js');
    expect(normalizeName('Résumé Writing')).toBe('resume writing');
    expect(compactName(normalizeName('Node.js'))).toBe('nodejs');
    expect(compactName(normalizeName('.NET'))).toBe('.net');
  });
});

describe('SkillVocabulary', () => {
  it('maps names and aliases in any case or punctuation to one key', () => {
    const python = vocabulary.resolve('Python');
    expect(python).toMatchObject({ skillId: 1, name: 'Python' });
    for (const spelling of ['python', ' PYTHON ', 'py', 'Python3'])
      expect(vocabulary.resolve(spelling)?.key).toBe(python?.key);
    expect(vocabulary.resolve('NodeJS')?.key).toBe(vocabulary.resolve('Node.js')?.key);
    expect(vocabulary.resolve('machine learning')?.key).toBe(vocabulary.resolve('Machine-Learning')?.key);
  });

  it('keeps look-alike names apart', () => {
    const keys = ['C', 'C++', 'C#', '.NET', 'Java', 'JavaScript'].map(
      (name) => vocabulary.resolve(name)?.key,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives unknown keywords a stable key of their own', () => {
    const cobol = vocabulary.resolve('COBOL');
    expect(cobol).toMatchObject({ skillId: null, name: 'COBOL' });
    expect(vocabulary.resolve(' cobol ')?.key).toBe(cobol?.key);
    expect(vocabulary.resolve('   ')).toBeNull();
  });

  it('makes related skills related both ways, and never to themselves', () => {
    const key = (name: string) => vocabulary.resolve(name)?.key ?? '';
    expect(vocabulary.relatedKeys(key('Python'))).toContain(key('Django'));
    expect(vocabulary.relatedKeys(key('Django'))).toContain(key('Python'));
    expect(vocabulary.relatedKeys(key('Flask'))).toEqual(
      expect.arrayContaining([key('Python'), key('Django')]),
    );
    expect(vocabulary.relatedKeys(key('Java'))).toEqual([]);
  });

  it('never lets an alias take over another skill name', () => {
    const clash = createVocabulary([...CATALOGUE, { id: 99, name: 'Scripting', aliases: ['Python'] }]);
    expect(clash.resolve('Python')?.skillId).toBe(1);
    expect(clash.resolve('Scripting')?.skillId).toBe(99);
  });
});
