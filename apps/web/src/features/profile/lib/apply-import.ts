import { LIMITS, UI_MESSAGES, type ImportedEducation, type ImportedExperience } from '@tandem/contract';
import { blankEducation, blankExperience, type EducationEntryForm, type ExperienceEntryForm } from './edit-profile-values';

type Result<T> = { ok: true; entries: T[] } | { ok: false; message: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
const isBlank = (entry: object) =>
  Object.entries(entry).every(([key, value]) => key === 'entryId' || key === 'is_remote' || value === '' || value === null);

/**
 * Kept experiences into the form's list: one with the company of an entry already there updates that entry (it
 * keeps its id, so saving changes it), a blank placeholder is filled first, anything else is added; more than the
 * profile holds is refused with the limit's message, and nothing changes.
 */
export function mergeExperiences(current: ExperienceEntryForm[], kept: ImportedExperience[]): Result<ExperienceEntryForm> {
  const entries = current.map((entry) => ({ ...entry }));
  for (const item of kept) {
    const fields = { company: item.company, duration: item.duration, city: item.city, country: item.country, start_date: item.start_date ?? '', end_date: item.end_date ?? '', responsibilities: item.responsibilities };
    const at = entries.findIndex((entry) => same(entry.company, item.company) && same(entry.duration, item.duration));
    const blank = entries.findIndex(isBlank);
    if (at >= 0) entries[at] = { ...entries[at]!, ...fields };
    else if (blank >= 0) entries[blank] = { ...entries[blank]!, ...fields };
    else entries.push({ ...blankExperience(), ...fields });
  }
  return entries.length > LIMITS.experienceMax ? { ok: false, message: UI_MESSAGES.profile.experienceLimit } : { ok: true, entries };
}

/** Kept educations into the form's list, by the same rules (matched on the institution and degree). */
export function mergeEducations(current: EducationEntryForm[], kept: ImportedEducation[]): Result<EducationEntryForm> {
  const entries = current.map((entry) => ({ ...entry }));
  for (const item of kept) {
    const fields = { institution: item.institution, degree: item.degree, field_of_study: item.field_of_study, start_date: item.start_date ?? '', end_date: item.end_date ?? '' };
    const at = entries.findIndex((entry) => same(entry.institution, item.institution) && same(entry.degree, item.degree));
    const blank = entries.findIndex(isBlank);
    if (at >= 0) entries[at] = { ...entries[at]!, ...fields };
    else if (blank >= 0) entries[blank] = { ...entries[blank]!, ...fields };
    else entries.push({ ...blankEducation(), ...fields });
  }
  return entries.length > LIMITS.educationMax ? { ok: false, message: UI_MESSAGES.profile.educationLimit } : { ok: true, entries };
}

/** The parts of the form's address an imported address fills: street, city, zip, and the state and country when named. */
export interface ImportedAddress {
  street: string;
  city: string;
  zip: string;
  state: string;
  country: string;
}

// Names a résumé ends an address with, as the country and state the place selects list (country-state-city's
// names): the UK's nations are states of the United Kingdom.
const PLACE_NAMES: Record<string, { country: string; state?: string }> = {
  uk: { country: 'United Kingdom' },
  'u.k.': { country: 'United Kingdom' },
  gb: { country: 'United Kingdom' },
  'united kingdom': { country: 'United Kingdom' },
  'great britain': { country: 'United Kingdom' },
  england: { country: 'United Kingdom', state: 'England' },
  scotland: { country: 'United Kingdom', state: 'Scotland' },
  wales: { country: 'United Kingdom', state: 'Wales' },
  'northern ireland': { country: 'United Kingdom', state: 'Northern Ireland' },
  ireland: { country: 'Ireland' },
  'republic of ireland': { country: 'Ireland' },
  ie: { country: 'Ireland' },
  us: { country: 'United States' },
  usa: { country: 'United States' },
  'united states': { country: 'United States' },
  'united states of america': { country: 'United States' },
  canada: { country: 'Canada' },
  australia: { country: 'Australia' },
  'new zealand': { country: 'New Zealand' },
  india: { country: 'India' },
  france: { country: 'France' },
  germany: { country: 'Germany' },
  spain: { country: 'Spain' },
  poland: { country: 'Poland' },
  nigeria: { country: 'Nigeria' },
};
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{5}(?:-\d{4})?)\b/i;

/**
 * An address as a résumé writes it ('12 Park Road, Leeds LS6 2AB', 'Leeds, United Kingdom', 'Cardiff, Wales') in
 * the form's parts, by the address rules of address.ts: a country (or a UK nation, its state) at the end, a postcode
 * wherever it stands, then the city (the last part without digits) and the street (what is before it, commas
 * kept). A part with digits alone is a street; a word alone is a city.
 */
export function addressFromImport(text: string): ImportedAddress {
  const parts = text.split(/[,\n]/).map((part) => part.trim()).filter(Boolean);
  const found: ImportedAddress = { street: '', city: '', zip: '', state: '', country: '' };
  for (let place = PLACE_NAMES[parts.at(-1)?.toLowerCase() ?? '']; place && parts.length > 0; place = PLACE_NAMES[parts.at(-1)?.toLowerCase() ?? '']) {
    parts.pop();
    found.country ||= place.country;
    found.state ||= place.state ?? '';
  }
  for (let i = parts.length - 1; i >= 0 && !found.zip; i--) {
    const match = POSTCODE.exec(parts[i] ?? '');
    if (!match) continue;
    found.zip = match[1]!.toUpperCase();
    const rest = (parts[i] ?? '').replace(match[0], '').trim();
    if (rest) parts[i] = rest;
    else parts.splice(i, 1);
  }
  const last = parts.at(-1);
  if (last !== undefined && !/\d/.test(last)) {
    found.city = last;
    parts.pop();
  }
  found.street = parts.join(', ');
  return found;
}
