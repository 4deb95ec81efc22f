import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Jobs store their country by name ('United Kingdom'); JobPosting and the aggregators' feed want ISO 3166-1
// alpha-2 ('GB'). The names are those of the country-state-city package the job form picks them from.
const require = createRequire(import.meta.url);
let codes: Map<string, string> | undefined;

/** 'United Kingdom' -> 'GB'; a two-letter code as given; undefined for a name the list does not know. */
export function countryCode(name: string): string | undefined {
  const trimmed = name.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  codes ??= new Map(
    (JSON.parse(readFileSync(require.resolve('country-state-city/lib/cjs/assets/country.json'), 'utf8')) as { isoCode: string; name: string }[]).map(
      (row) => [row.name.toLowerCase(), row.isoCode],
    ),
  );
  return codes.get(trimmed.toLowerCase()) ?? (/^(uk|great britain|england|scotland|wales|northern ireland)$/i.test(trimmed) ? 'GB' : undefined);
}
