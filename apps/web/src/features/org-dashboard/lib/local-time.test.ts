import { describe, expect, it } from 'vitest';
import { isoToLocal, localToIso, tagNames } from './local-time';

describe('local times', () => {
  it('turns a datetime-local value into a UTC timestamp and back', () => {
    const iso = localToIso('2030-06-01T18:30');
    expect(iso).toMatch(/^2030-06-0[12]T\d{2}:30:00\.000Z$/);
    expect(isoToLocal(iso)).toBe('2030-06-01T18:30');
  });

  it('leaves an empty value out, so the schema can say it is required', () => {
    expect(localToIso('')).toBeUndefined();
  });

  it('reads nothing from a missing or broken timestamp', () => {
    expect(isoToLocal(null)).toBe('');
    expect(isoToLocal('soon')).toBe('');
  });
});

describe('tagNames', () => {
  it('splits on commas, trims and drops empty names and repeats', () => {
    expect(tagNames(' Youth, workshop,, Workshop ,')).toEqual(['Youth', 'workshop']);
  });
});
