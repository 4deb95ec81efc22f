// A job's pay: its currency and period (docs/product.md section C8), and how every listing writes it. Without zod: job
// cards format pay on their first screens; the currency and period schemas are in jobs/postings.ts.

// US dollars since the United States can be chosen as a country (docs/product.md section C20).
export const SALARY_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export const SALARY_CURRENCY_LABELS: Record<SalaryCurrency, string> = { GBP: 'Pounds (£)', EUR: 'Euros (€)', USD: 'US dollars ($)' };
export const isSalaryCurrency = (value: string): value is SalaryCurrency => (SALARY_CURRENCIES as readonly string[]).includes(value);

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'Per year', month: 'Per month', hour: 'Per hour' };
const isSalaryPeriod = (value: string): value is SalaryPeriod => (SALARY_PERIODS as readonly string[]).includes(value);

/** A stored currency as answers give it: the column's default, pounds, for a value outside the list. */
export const storedSalaryCurrency = (value: string): SalaryCurrency => (isSalaryCurrency(value) ? value : 'GBP');
/** A stored period as answers give it: the column's default, per year, for a value outside the list. */
export const storedSalaryPeriod = (value: string): SalaryPeriod => (isSalaryPeriod(value) ? value : 'year');

export const SALARY_MESSAGES = {
  currency: 'Select a valid currency: GBP, EUR or USD.',
  period: 'Select a valid period: year, month or hour.',
} as const;

/** Ireland pays in euros, the United States in dollars; everywhere else the marketplace serves (the UK) in pounds. */
export function currencyForCountry(country: string | null | undefined): SalaryCurrency {
  const name = (country ?? '').trim();
  if (/^(republic of )?ireland$/i.test(name)) return 'EUR';
  if (/^(the )?(united states( of america)?|usa?|u\.s\.a?\.?)$/i.test(name)) return 'USD';
  return 'GBP';
}

const formatters = new Map<string, Intl.NumberFormat>();
function money(amount: number, currency: SalaryCurrency): string {
  // Hourly pay has pence; yearly and monthly figures are whole.
  const pence = !Number.isInteger(amount);
  const key = `${currency}:${pence}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: pence ? 2 : 0, minimumFractionDigits: pence ? 2 : 0 });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const PER: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

/**
 * '£45,000 – £60,000 a year', 'From €30,000 a year', 'Up to £12 an hour'; null without figures. Written with
 * Intl.NumberFormat in en-GB, so the symbol and grouping are the reader's.
 */
export function formatSalary(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: SalaryCurrency = 'GBP',
  period: SalaryPeriod = 'year',
): string | null {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (!hasMin && !hasMax) return null;
  const per = PER[period];
  if (hasMin && hasMax) return min === max ? `${money(min, currency)} ${per}` : `${money(min, currency)} – ${money(max, currency)} ${per}`;
  if (hasMin) return `From ${money(min, currency)} ${per}`;
  return `Up to ${money(max as number, currency)} ${per}`;
}
