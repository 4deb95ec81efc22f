import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferenceChecks, preferenceShare } from './preferences.ts';

describe('preferenceShare', () => {
  it('is the average of the checks the explanation lists, 1 when there are none', () => {
    fc.assert(
      fc.property(
        fc.record({ workMode: fc.integer({ min: 0, max: 2 }), minSalary: fc.constantFrom(0, 30000), seniority: fc.integer({ min: -1, max: 2 }) }),
        fc.integer({ min: 0, max: 10 }),
        fc.record({
          hasTypes: fc.boolean(),
          typeWanted: fc.boolean(),
          entryType: fc.boolean(),
          remote: fc.boolean(),
          salary: fc.constantFrom(0, 20000, 40000),
          requiredYears: fc.integer({ min: 0, max: 8 }),
        }),
        (prefs, years, job) => {
          const checks = preferenceChecks(prefs, years, job);
          const expected = checks.length === 0 ? 1 : checks.reduce((sum, check) => sum + check.met, 0) / checks.length;
          expect(preferenceShare(prefs, years, job)).toBeCloseTo(expected, 12);
        },
      ),
    );
  });
});
