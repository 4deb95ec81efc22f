import { describe, expect, it } from 'vitest';
import { composeOrgAddress, parseOrgAddress } from './org-address';

const parts = { street: '12 High Street', city: 'Leeds', state: 'West Yorkshire', zip: '12345', country: 'United Kingdom' };

describe('the organisation address', () => {
  it("is kept as 'street, city, state zip, country'", () => {
    expect(composeOrgAddress(parts)).toBe('12 High Street, Leeds, West Yorkshire 12345, United Kingdom');
  });

  it('reads back into the same parts', () => {
    expect(parseOrgAddress(composeOrgAddress(parts))).toEqual(parts);
  });

  it('keeps a street that holds a comma whole', () => {
    const address = 'Unit 4, 12 High Street, Leeds, West Yorkshire 12345, United Kingdom';
    expect(parseOrgAddress(address).street).toBe('Unit 4, 12 High Street');
    expect(parseOrgAddress(address).city).toBe('Leeds');
  });

  it('reads a state without a zip', () => {
    expect(parseOrgAddress('1 Road, Cork, Munster, Ireland')).toMatchObject({ state: 'Munster', zip: '' });
  });

  it('keeps positions when a middle part is empty', () => {
    const address = composeOrgAddress({ ...parts, city: '' });
    expect(address).toBe('12 High Street, , West Yorkshire 12345, United Kingdom');
    expect(parseOrgAddress(address)).toEqual({ ...parts, city: '' });
  });

  it('is empty when every part is', () => {
    expect(composeOrgAddress({ street: ' ', city: '', state: '', zip: '', country: '' })).toBe('');
    expect(parseOrgAddress('')).toEqual({ street: '', city: '', state: '', zip: '', country: '' });
  });

  it('keeps an address in another format whole, as the street', () => {
    expect(parseOrgAddress('2 Park Row, Leeds')).toEqual({ street: '2 Park Row, Leeds', city: '', state: '', zip: '', country: '' });
  });

  it('never lets a comma inside a part shift the others', () => {
    expect(parseOrgAddress(composeOrgAddress({ ...parts, city: 'Leeds, Centre' })).city).toBe('Leeds Centre');
  });

  it('reads UK and Irish postcodes back apart from the state', () => {
    const bristol = { street: '1 Quay St', city: 'Bristol', state: 'England', zip: 'BS1 4DJ', country: 'United Kingdom' };
    expect(parseOrgAddress(composeOrgAddress(bristol))).toEqual(bristol);
    const dublin = { street: '5 Dame St', city: 'Dublin', state: 'Dublin', zip: 'D02 X285', country: 'Ireland' };
    expect(parseOrgAddress(composeOrgAddress(dublin))).toEqual(dublin);
  });
});
