import { describe, expect, it } from 'vitest';
import { readJsonResume } from './json-resume.ts';

describe("a JSON Resume's address", () => {
  // A document of basics alone is a JSON Resume too (it failed to parse before: its lists were required).
  it('keeps the city and postcode beside a street address, and is the city, region and country without one', () => {
    const address = (location: Record<string, string>) => readJsonResume({ basics: { location } }).personal.address;
    expect(address({ address: '12 Park Road', city: 'Leeds', postalCode: 'LS6 2AB', countryCode: 'GB' })).toBe('12 Park Road, Leeds LS6 2AB');
    expect(address({ address: 'Leeds, United Kingdom', city: 'Leeds' })).toBe('Leeds, United Kingdom');
    expect(address({ city: 'Cardiff', region: 'Wales', countryCode: 'GB' })).toBe('Cardiff, Wales, GB');
  });
});
