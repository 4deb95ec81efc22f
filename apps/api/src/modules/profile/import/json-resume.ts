import { z } from 'zod';
import { readDate } from './dates.ts';
import { countryOf } from './places.ts';
import type { RawResume } from './text-resume.ts';

const text = z.unknown().transform((value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''));
/** A list whose entries of the wrong shape are left out rather than failing the document; a missing list is empty. */
function list<T extends z.ZodType>(item: T) {
  return z.unknown().optional().transform((value): z.infer<T>[] =>
    (Array.isArray(value) ? (value as unknown[]) : []).flatMap((entry) => {
      const read = item.safeParse(entry);
      return read.success ? [read.data] : [];
    }),
  );
}

/** The JSON Resume 1.0 fields Tandem reads (jsonresume.org/schema); anything else in the document is ignored. */
const JsonResume = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      phone: text,
      url: text,
      location: z.object({ address: text, postalCode: text, city: text, region: text, countryCode: text }).partial().catch({}),
      profiles: list(z.object({ network: text, url: text, username: text })),
    })
    .partial()
    .catch({}),
  work: list(z.object({ name: text, position: text, location: text, startDate: text, endDate: text, summary: text, highlights: list(z.string()) }).partial()),
  education: list(z.object({ institution: text, area: text, studyType: text, startDate: text, endDate: text }).partial()),
  skills: list(z.object({ name: text, level: text, keywords: list(z.string()) }).partial()),
});

/** True when a parsed JSON value has the shape of a JSON Resume (an object with at least one of its sections). */
export function isJsonResume(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ['basics', 'work', 'education', 'skills'].some((key) => key in value);
}

const date = (value: string | undefined) => (value ? readDate(value) : null);

/**
 * basics.location as one address: its street address with the city and postcode it leaves out ('12 Park Road' with
 * city 'Leeds' is '12 Park Road, Leeds LS6 2AB'), or the city, region and country code when it has no street.
 */
function addressOf(location: { address?: string; postalCode?: string; city?: string; region?: string; countryCode?: string }): string {
  const street = location.address ?? '';
  if (!street) return [location.city, location.region, location.countryCode].filter(Boolean).join(', ');
  const has = (part: string | undefined) => !!part && street.toLowerCase().includes(part.toLowerCase());
  const town = [has(location.city) ? '' : location.city, has(location.postalCode) ? '' : location.postalCode].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** "London, United Kingdom" -> city and country; a lone name is a country when it is one, else a city. */
function placeOf(location: string): { city: string; country: string } {
  const at = location.lastIndexOf(', ');
  if (at >= 0) return { city: location.slice(0, at).trim(), country: location.slice(at + 2).trim() };
  const lone = location.trim();
  return countryOf(lone) ? { city: '', country: lone } : { city: lone, country: '' };
}

/** A JSON Resume document read as a résumé: its sections map field by field; its skills are listed skills. */
export function readJsonResume(document: unknown): RawResume {
  const resume = JsonResume.parse(document);
  const basics = resume.basics;
  const profiles = basics.profiles ?? [];
  const profile = (network: string) => profiles.find((entry) => (entry.network ?? '').toLowerCase() === network || (entry.url ?? '').toLowerCase().includes(`${network}.com`))?.url ?? '';
  const location = basics.location ?? {};
  return {
    personal: {
      name: basics.name ?? '',
      title: basics.label ?? '',
      phone_number: basics.phone ?? '',
      address: addressOf(location),
    },
    links: { linkedin: profile('linkedin'), github: profile('github'), portfolio: basics.url ?? '' },
    experience: resume.work.filter(Boolean).map((work) => ({
      company: work.name ?? '',
      duration: work.position ?? '',
      ...placeOf(work.location ?? ''),
      start_date: date(work.startDate),
      end_date: date(work.endDate),
      responsibilities: [work.summary ?? '', ...(work.highlights ?? []).filter(Boolean)].filter(Boolean).join('\n'),
    })),
    education: resume.education.filter(Boolean).map((entry) => ({
      institution: entry.institution ?? '',
      degree: entry.studyType ?? '',
      field_of_study: entry.area ?? '',
      start_date: date(entry.startDate),
      end_date: date(entry.endDate),
    })),
    listedSkills: resume.skills.filter(Boolean).flatMap((skill) => [
      { name: skill.name ?? '', level: skill.level ?? '' },
      ...(skill.keywords ?? []).filter(Boolean).map((keyword) => ({ name: keyword, level: skill.level ?? '' })),
    ]).filter((skill) => skill.name.trim() !== ''),
    // Skills come from the skills section only: a structured document says which it claims.
    text: '',
  };
}
