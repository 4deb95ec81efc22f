import { describe, expect, it } from 'vitest';
import { displayAddress, joinAddress, splitAddress } from './address';

describe('candidate address', () => {
  it("reads 'street, city, state, zip'", () => {
    expect(splitAddress('10 High Street, London, England, 10000')).toEqual({
      street: '10 High Street',
      city: 'London',
      state: 'England',
      zip: '10000',
    });
  });

  it('keeps commas that belong to the street', () => {
    expect(splitAddress('Flat 2, 10 High Street, Leeds, England, LS1 4AP')).toEqual({
      street: 'Flat 2, 10 High Street',
      city: 'Leeds',
      state: 'England',
      zip: 'LS1 4AP',
    });
  });

  it('fills a short or empty address from the left', () => {
    expect(splitAddress('1 Mill Lane, York')).toEqual({
      street: '1 Mill Lane',
      city: 'York',
      state: '',
      zip: '',
    });
    expect(splitAddress('')).toEqual({ street: '', city: '', state: '', zip: '' });
    expect(splitAddress(null)).toEqual({ street: '', city: '', state: '', zip: '' });
  });

  it('writes the four parts comma-space separated and round-trips', () => {
    const parts = { street: ' 10 High Street ', city: 'London', state: '', zip: '10000' };
    const written = joinAddress(parts);
    expect(written).toBe('10 High Street, London, , 10000');
    expect(splitAddress(written)).toEqual({
      street: '10 High Street',
      city: 'London',
      state: '',
      zip: '10000',
    });
  });

  it('writes nothing for an empty address', () => {
    expect(joinAddress({ street: '', city: ' ', state: '', zip: '' })).toBe('');
  });

  it('shows an address without its empty parts', () => {
    expect(displayAddress('10 High Street, London, , 10000')).toBe('10 High Street, London, 10000');
  });
});
