import { describe, expect, it } from 'vitest';
import { trailingPostcode } from './postcode-words.ts';
import { postcode } from './postcodes.ts';

const messageOf = (value: string) => postcode.safeParse(value).error?.issues[0]?.message;

describe('organisation postcodes', () => {
  it('accepts UK postcodes, spaced or not, in any case', () => {
    for (const code of ['BS1 4DJ', 'SW1A 1AA', 'M1 1AE', 'EH12 9DN', 'bs14dj', 'GIR 0AA']) {
      expect(postcode.safeParse(code).success, code).toBe(true);
    }
  });

  it('accepts Irish Eircodes', () => {
    for (const code of ['D02 X285', 'A65 F4E2', 'D6W 1234', 't12xy45']) {
      expect(postcode.safeParse(code).success, code).toBe(true);
    }
  });

  it('still accepts numeric codes and an empty field', () => {
    expect(postcode.safeParse('40001').success).toBe(true);
    expect(postcode.safeParse('').success).toBe(true);
  });

  it("keeps 'Zip code must contain numbers only.' for anything else", () => {
    for (const code of ['hello', 'BS1 4D', '12-34', 'QQ1 1AA 9']) {
      expect(messageOf(code), code).toBe('Zip code must contain numbers only.');
    }
  });

  it('finds the postcode at the end of "state postcode"', () => {
    expect(trailingPostcode('Bristol BS1 4DJ')).toEqual({ before: 'Bristol', postcode: 'BS1 4DJ' });
    expect(trailingPostcode('Dublin D02 X285')).toEqual({ before: 'Dublin', postcode: 'D02 X285' });
    expect(trailingPostcode('West Yorkshire 12345')).toEqual({ before: 'West Yorkshire', postcode: '12345' });
    expect(trailingPostcode('Munster')).toBeNull();
  });
});
