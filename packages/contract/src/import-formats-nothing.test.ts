// Nothing of the contract is imported at the top: a module imported there would build its formatters before the count starts.
import { afterEach, describe, expect, it } from 'vitest';

const original = {
  NumberFormat: Intl.NumberFormat,
  DateTimeFormat: Intl.DateTimeFormat,
  RelativeTimeFormat: Intl.RelativeTimeFormat,
  numberToLocale: Number.prototype.toLocaleString,
  dateToLocale: Date.prototype.toLocaleString,
};
afterEach(() => {
  Object.assign(Intl, { NumberFormat: original.NumberFormat, DateTimeFormat: original.DateTimeFormat, RelativeTimeFormat: original.RelativeTimeFormat });
  Number.prototype.toLocaleString = original.numberToLocale;
  Date.prototype.toLocaleString = original.dateToLocale;
});

/** Counts every Intl formatter built and every number or date formatted through toLocaleString from now on. */
function countFormatting(): string[] {
  const made: string[] = [];
  const counted = <T extends new (...args: never[]) => object>(name: string, type: T): T =>
    new Proxy(type, {
      construct(target, args: never[], newTarget) {
        made.push(name);
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
  Object.assign(Intl, {
    NumberFormat: counted('Intl.NumberFormat', original.NumberFormat),
    DateTimeFormat: counted('Intl.DateTimeFormat', original.DateTimeFormat),
    RelativeTimeFormat: counted('Intl.RelativeTimeFormat', original.RelativeTimeFormat),
  });
  Number.prototype.toLocaleString = function (this: number, ...args: Parameters<number['toLocaleString']>) {
    made.push('Number#toLocaleString');
    return original.numberToLocale.apply(this, args);
  };
  Date.prototype.toLocaleString = function (this: Date, ...args: Parameters<Date['toLocaleString']>) {
    made.push('Date#toLocaleString');
    return original.dateToLocale.apply(this, args);
  };
  return made;
}

describe('the contract at import', () => {
  // A page's first Intl formatter loads the locale data (about 100 ms on a phone, once.ts): a module's top level
  // that builds one makes every screen importing it pay, whether it formats anything or not.
  it('builds no Intl formatter and formats no number', async () => {
    const made = countFormatting();
    const contract = await import('./index.ts');
    expect(made).toEqual([]);
    // The formatters are still there when a screen uses them.
    expect(contract.replyDate('2026-12-08T10:00:00Z')).toBe('8 December 2026');
    expect(made).toEqual(['Intl.DateTimeFormat']);
  });
});
