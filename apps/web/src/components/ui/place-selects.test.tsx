import { describe, expect, it } from 'vitest';
import { optionsWithValue } from './place-selects';

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
