import { describe, expect, it } from 'vitest';
import { optionsWithValue, townSuggestions } from './place-selects';

describe('optionsWithValue', () => {
  it('lists the names as options', () => {
    expect(optionsWithValue(['France', 'Spain'], 'Spain')).toEqual([
      { value: 'France', label: 'France' },
      { value: 'Spain', label: 'Spain' },
    ]);
  });

  it('keeps a stored value the list does not know, first', () => {
    expect(optionsWithValue(['France'], 'Atlantis')[0]).toEqual({ value: 'Atlantis', label: 'Atlantis' });
  });

  it('does not repeat a value the list has in another case', () => {
    expect(optionsWithValue(['United Kingdom'], 'united kingdom')).toHaveLength(1);
  });
});

describe('townSuggestions', () => {
  const towns = ['Bradford', 'Leeds', 'Leigh', 'Manchester', 'Salford', 'Sleaford'];

  it('suggests a short list whole before anything is typed', () => {
    expect(townSuggestions(towns, '')).toEqual(towns);
  });

  it('suggests nothing before anything is typed when the list is too long to read', () => {
    expect(townSuggestions(towns, ' ', 5)).toEqual([]);
  });

  it('puts the towns that start with the text before those that only contain it, in any case', () => {
    expect(townSuggestions(towns, 'LE')).toEqual(['Leeds', 'Leigh', 'Sleaford']);
    expect(townSuggestions(towns, 'ford')).toEqual(['Bradford', 'Salford', 'Sleaford']);
  });

  it('suggests at most the limit', () => {
    const england = Array.from({ length: 3000 }, (_, index) => `Town ${index}`);
    expect(townSuggestions(england, 'town')).toHaveLength(50);
    expect(townSuggestions(england, 'town 29', 5)).toEqual([
      'Town 29',
      'Town 290',
      'Town 291',
      'Town 292',
      'Town 293',
    ]);
  });
});
