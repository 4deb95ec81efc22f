import { parse } from 'csv-parse/sync';
import { findDateRange, readDate } from './dates.ts';
import { countryOf } from './places.ts';
import type { RawResume } from './text-resume.ts';

/** The files of LinkedIn's 'Get a copy of your data' export that a profile draws on. */
export const LINKEDIN_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Email Addresses.csv', 'PhoneNumbers.csv'] as const;
type LinkedInFile = (typeof LINKEDIN_FILES)[number];

type Row = Record<string, string>;

function rowsOf(files: Partial<Record<LinkedInFile, string>>, name: LinkedInFile): Row[] {
  const text = files[name];
  if (!text) return [];
  return parse<Row>(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true });
}

/** LinkedIn's dates: 'Jan 2020', '2020', or (older exports) '01/2020'. */
const date = (value: string | undefined) => (value ? readDate(value) ?? findDateRange(value)?.end ?? null : null);

function placeOf(location: string): { city: string; country: string } {
  const parts = location.split(/,\s*/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return { city: '', country: '' };
  const last = parts.at(-1) ?? '';
  const country = countryOf(last) ?? (parts.length > 1 ? last : '');
  const city = parts.length > 1 || !country ? (parts[0] ?? '') : '';
  return { city: city === country ? '' : city, country };
}

/** LinkedIn's export read with its own column names; its skills are listed skills, its descriptions searched. */
export function readLinkedIn(files: Partial<Record<LinkedInFile, string>>): RawResume {
  const profile = rowsOf(files, 'Profile.csv')[0] ?? {};
  const positions = rowsOf(files, 'Positions.csv');
  const websites = (profile['Websites'] ?? '').split(/[,\s]+/).map((site) => site.replace(/^\[?[A-Z_]+:/, '').replace(/\]$/, '')).filter((site) => site.includes('.'));
  const github = websites.find((site) => site.includes('github.com')) ?? '';
  const portfolio = websites.find((site) => !site.includes('github.com') && !site.includes('linkedin.com')) ?? '';
  const withScheme = (url: string) => (url && !/^https?:\/\//i.test(url) ? `https://${url}` : url);
  const experience = positions.map((row) => ({
    company: row['Company Name'] ?? '',
    duration: row['Title'] ?? '',
    ...placeOf(row['Location'] ?? ''),
    start_date: date(row['Started On']),
    end_date: date(row['Finished On']),
    responsibilities: row['Description'] ?? '',
  }));
  return {
    personal: {
      name: [profile['First Name'], profile['Last Name']].filter(Boolean).join(' '),
      title: profile['Headline'] ?? '',
      phone_number: rowsOf(files, 'PhoneNumbers.csv')[0]?.['Number'] ?? '',
      address: profile['Address'] || profile['Geo Location'] || '',
    },
    links: { linkedin: '', github: withScheme(github), portfolio: withScheme(portfolio) },
    experience,
    education: rowsOf(files, 'Education.csv').map((row) => {
      const degree = row['Degree Name'] ?? '';
      // LinkedIn keeps the field inside the degree's name ("BSc, Computer Science" or "BSc Computer Science").
      const [head = '', ...field] = degree.split(/,\s*|\s+in\s+/);
      return { institution: row['School Name'] ?? '', degree: head.trim(), field_of_study: field.join(', ').trim(), start_date: date(row['Start Date']), end_date: date(row['End Date']) };
    }),
    listedSkills: rowsOf(files, 'Skills.csv').map((row) => ({ name: row['Name'] ?? '', level: '' })).filter((skill) => skill.name !== ''),
    text: [profile['Summary'] ?? '', ...experience.map((entry) => [entry.duration, entry.responsibilities].join('\n'))].filter(Boolean).join('\n'),
  };
}
