import type { GeoCountry, GeoState } from '@tandem/contract';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// The country-state-city package's data, served in small pieces. Its index module parses all three files (the city
// file is 8 MB) the moment it is imported, and its city look-up filters 150,000 rows on every call; here each
// file is read only when first needed, indexed once, and the raw rows are dropped. Cities of a state are sorted
// the first time that state is asked for.

const require = createRequire(import.meta.url);
const assetPath = (name: 'country' | 'state' | 'city') => require.resolve(`country-state-city/lib/cjs/assets/${name}.json`);
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

export const COUNTRY_CODE = /^[A-Za-z]{2}$/;
export const STATE_CODE = /^[A-Za-z0-9]{1,4}(?:-[A-Za-z0-9]{1,3})?$/;

/** Loads once, however many requests arrive while it loads; a failed load is retried by the next request. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const readJson = async <T>(name: 'country' | 'state' | 'city'): Promise<T> => JSON.parse(await readFile(assetPath(name), 'utf8')) as T;

const countries = once(async () => {
  const rows = await readJson<{ isoCode: string; name: string }[]>('country');
  const list: GeoCountry[] = rows.map((row) => ({ code: row.isoCode, name: row.name })).sort(byName);
  return { list, codes: new Set(list.map((country) => country.code)) };
});

/**
 * Countries whose list in the data mixes levels: the United Kingdom's 247 'states' hold the four nations next to
 * council areas and cities (both 'England' and 'Leeds'), with every town filed under a nation (Northern Ireland's under
 * 'NYK', North Yorkshire's code); Ireland's hold the four provinces, with every town, next to the counties, with none. Offering both
 * levels made a person's choice change the match and left the town list empty under most choices, so these
 * countries offer only the level their towns are filed under, and towns filed elsewhere are folded into it.
 */
const REGIONS: Record<string, { offered: ReadonlySet<string>; foldInto?: Readonly<Record<string, string>> }> = {
  GB: { offered: new Set(['ENG', 'NIR', 'SCT', 'WLS']), foldInto: { NYK: 'NIR' } },
  IE: { offered: new Set(['C', 'L', 'M', 'U']) },
};

/** The region a town of the data's state is offered under. */
const regionOf = (countryCode: string, stateCode: string) =>
  REGIONS[countryCode]?.foldInto?.[stateCode] ?? stateCode;

const states = once(async () => {
  const rows = await readJson<{ isoCode: string; name: string; countryCode: string }[]>('state');
  const byCountry = new Map<string, GeoState[]>();
  for (const row of rows) {
    const offered = REGIONS[row.countryCode]?.offered;
    if (offered && !offered.has(row.isoCode)) continue;
    const list = byCountry.get(row.countryCode) ?? [];
    list.push({ code: row.isoCode, name: row.name });
    byCountry.set(row.countryCode, list);
  }
  for (const list of byCountry.values()) list.sort(byName);
  return byCountry;
});

/** City names by `country|state`; each list is sorted (and its repeats dropped) when first served. */
const cities = once(async () => {
  const rows = await readJson<[name: string, countryCode: string, stateCode: string, ...rest: unknown[]][]>('city');
  const byState = new Map<string, { names: string[]; sorted: boolean }>();
  for (const [name, countryCode, stateCode] of rows) {
    const key = `${countryCode}|${regionOf(countryCode, stateCode)}`;
    const entry = byState.get(key);
    if (entry) entry.names.push(name);
    else byState.set(key, { names: [name], sorted: false });
  }
  return byState;
});

export async function listCountries(): Promise<GeoCountry[]> {
  return (await countries()).list;
}

/** The states of a country by name, or undefined for a code that is malformed or unknown. */
export async function listStates(countryCode: string): Promise<GeoState[] | undefined> {
  if (!COUNTRY_CODE.test(countryCode)) return undefined;
  const code = countryCode.toUpperCase();
  if (!(await countries()).codes.has(code)) return undefined;
  return (await states()).get(code) ?? [];
}

/** The city names of a state, or undefined for a country or state that is malformed or unknown. */
export async function listCities(countryCode: string, stateCode: string): Promise<string[] | undefined> {
  if (!STATE_CODE.test(stateCode)) return undefined;
  const stateList = await listStates(countryCode);
  const state = stateList?.find((item) => item.code === stateCode.toUpperCase());
  if (!state) return undefined;
  const entry = (await cities()).get(`${countryCode.toUpperCase()}|${state.code}`);
  if (!entry) return [];
  if (!entry.sorted) {
    entry.names = [...new Set(entry.names)].sort(collator.compare);
    entry.sorted = true;
  }
  return entry.names;
}
