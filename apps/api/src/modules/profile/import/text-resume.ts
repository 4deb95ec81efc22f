import type { ImportedEducation, ImportedExperience } from '@tandem/contract';
import { findDateRange, type DateRange } from './dates.ts';
import { countryOf, isCity, isPlace } from './places.ts';

/** What a file says before skills are looked up in the catalogue (draft.ts does that). */
export interface RawResume {
  personal: { name: string; title: string; phone_number: string; address: string };
  links: { linkedin: string; github: string; portfolio: string };
  education: ImportedEducation[];
  experience: ImportedExperience[];
  /** Skills the file names as such (a JSON Resume's or LinkedIn's skills list), with any level it gives. */
  listedSkills: { name: string; level: string }[];
  /** All the file's text, where skills are searched and their evidence quoted. */
  text: string;
}

type Section = 'experience' | 'education' | 'skills' | 'summary' | 'contact' | 'other';

/**
 * Section headings, as résumés write them (any case, a trailing colon, '&' for 'and'). A line is a heading when
 * it is one of these and nothing more.
 */
const HEADINGS: [Section, RegExp][] = [
  ['experience', /^((work|professional|employment|career|relevant|industry|job)\s+)?(experience|history|employment(\s+(history|record))?|work\s+history|record)$|^employment$|^positions(\s+held)?$|^(work|employment|career)\s+record$/],
  ['education', /^(education|qualifications|education\s+and\s+(training|qualifications)|(academic|educational|professional)\s+(background|history|qualifications)|training\s+and\s+education|education\s+history|training)$/],
  ['skills', /^((key|technical|core|professional|relevant|my)\s+)?(skills|competencies|technologies|expertise|abilities|strengths)(\s+and\s+(competencies|tools|technologies|expertise|abilities))?$/],
  ['summary', /^(profile|summary|(professional|career|personal)\s+(summary|profile|statement)|about(\s+me)?|objective|career\s+objective)$/],
  ['contact', /^(contact(\s+(details|information|me))?|personal\s+(details|information))$/],
  ['other', /^(interests|hobbies(\s+and\s+interests)?|references|certifications?|certificates|courses|languages|projects|volunteering|volunteer\s+work|awards|achievements|publications|additional\s+information|licen[cs]es)$/],
];

const BULLET = /^[-•*▪●◦‣–·>+]\s*/;
const ROLE_WORDS = /\b(engineer|developer|manager|assistant|nurse|worker|officer|analyst|designer|consultant|teacher|chef|cook|driver|lead|head|director|coordinator|co-ordinator|technician|administrator|intern|volunteer|carer|supervisor|specialist|executive|associate|representative|adviser|advisor|architect|scientist|programmer|electrician|plumber|operative|barista|cashier|receptionist|accountant|clerk|apprentice|trainee|fundraiser|practitioner|therapist|midwife|paramedic|porter|waiter|waitress|server|bartender|housekeeper|cleaner|labourer|joiner|carpenter|mechanic|owner|founder|partner|president|tutor|lecturer|researcher|writer|editor|producer|planner|buyer|merchandiser|controller|agent|support|staff|crew|member|chief|principal|senior|junior|graduate)\b/i;
const ORG_WORDS = /\b(ltd|limited|plc|llp|llc|inc|corp|corporation|company|co\.|group|trust|nhs|council|charity|foundation|society|association|partners|agency|services|solutions|systems|technologies|labs|studio|studios|bank|hospital|clinic|surgery|care\s+home|school|college|university|academy|institute|centre|center|cafe|café|restaurant|hotel|pub|shop|store|stores|supermarket|logistics|consulting|consultancy|network|media|digital|software|health|homes)\b/i;
const STRONG_ORG = /\b(ltd|limited|plc|llp|llc|inc|corp|gmbh|nhs|council|trust|university|college)\b/i;
const INSTITUTION_WORDS = /\b(university|college|school|academy|institute|polytechnic|conservatoire|sixth\s+form|open\s+university)\b/i;
const DEGREE = /\b(bsc|ba|msc|ma|mba|phd|dphil|beng|meng|mres|mphil|llb|llm|bed|pgce|pgdip|hnd|hnc|btec|nvq|gcses?|a[\s-]?levels?|highers|diploma|certificate|foundation\s+degree|bachelor(?:'s)?(?:\s+of\s+\w+)?|master(?:'s)?(?:\s+of\s+\w+)?|doctorate|level\s+\d)\b(\s*\((hons|honours)\))?(\s+level\s+\d\b)?(\s+(extended\s+|subsidiary\s+)?(diploma|certificate|award)\b)?/i;
/** Letters after a name ('Priya Sharma RN', 'Sam Lee MBA'): not part of the name. */
const POST_NOMINALS = /(\s*,?\s+(RN|RGN|RMN|RNLD|RM|MBA|PhD|DPhil|MSc|BSc|BA|MA|MEng|BEng|ACA|FCA|ACCA|CIMA|CIPD|MCIPD|FCIPD|CEng|IEng|QTS))+$/;
/**
 * The header row of a table of jobs ('Dates | Role | Employer', or those words a line each in a Word table): not
 * an entry.
 */
const TABLE_HEADER = /^(dates?|period|from|to|when|role|position|job(\s+title)?|title|employer|company|organi[sz]ation|location|where|place|institution|school|qualification|course|grade|details)$/i;
const isTableHeader = (line: string) => line.split(/\s*\|\s*|\t|\s{3,}/).every((cell) => TABLE_HEADER.test(cell.trim()));

const GRADE = /^(band|grade)\s+\d+[a-z]?$/i;
const clean = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s|,;:–—-]+|[\s|,;:–—-]+$/g, '').trim();

export function headingOf(line: string): Section | undefined {
  const text = line.toLowerCase().replace(/&/g, 'and').replace(/[:|]+$/g, '').replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.split(' ').length > 5) return undefined;
  return HEADINGS.find(([, pattern]) => pattern.test(text))?.[0];
}

const isBullet = (line: string) => BULLET.test(line);
/** A line that reads as a sentence of a job's description, not as a title, a company or a place. */
const isProse = (line: string) => isBullet(line) || line.split(/\s+/).length > 12 || /[.;]$/.test(line);

/** The parts of an entry's header lines: "Title | Company | London" or "Title at Company, London". */
function segmentsOf(lines: string[], dates: DateRange | undefined): string[] {
  const segments: string[] = [];
  for (const raw of lines) {
    const line = dates ? raw.replace(dates.text, ' | ') : raw;
    for (const part of line.split(/\s+\|\s+|\s*\|\s*|\t|\s{3,}|\s+[–—]\s+|\s+-\s+|,\s+|\s+at\s+|\s+@\s+/)) {
      const segment = clean(part.replace(/^[()]+|[()]+$/g, ''));
      // A pay band or grade after a comma belongs to the title before it ('Staff Nurse, Band 5').
      if (GRADE.test(segment) && segments.length > 0) segments[segments.length - 1] += `, ${segment}`;
      else if (segment.length > 0) segments.push(segment);
    }
  }
  return segments;
}

function placeFrom(segments: string[]): { city: string; country: string; rest: string[] } {
  let city = '';
  let country = '';
  const rest: string[] = [];
  for (const segment of segments) {
    const asCountry = countryOf(segment);
    if (asCountry && !country) country = asCountry;
    else if (isCity(segment) && !city) city = segment;
    else rest.push(segment);
  }
  if (city && !country && city.toLowerCase() !== 'remote') country = 'United Kingdom';
  return { city, country, rest };
}

function experienceFrom(header: string[], body: string[], dates: DateRange | undefined): ImportedExperience {
  const { city, country, rest } = placeFrom(segmentsOf(header, dates));
  // A legal form (Ltd, plc) marks a company for sure; a role word (engineer, nurse) a title; softer words
  // (digital, health) a company only where no role word says otherwise.
  let company = rest.find((segment) => STRONG_ORG.test(segment));
  let title = rest.find((segment) => segment !== company && ROLE_WORDS.test(segment));
  company ??= rest.find((segment) => segment !== title && ORG_WORDS.test(segment) && !ROLE_WORDS.test(segment));
  const others = rest.filter((segment) => segment !== title && segment !== company);
  title ??= others.shift();
  company ??= others.shift();
  return {
    duration: title ?? '',
    company: company ?? '',
    city,
    country,
    start_date: dates?.start ?? null,
    end_date: dates?.end ?? null,
    responsibilities: body.map((line) => line.replace(BULLET, '')).join('\n'),
  };
}

function educationFrom(header: string[], dates: DateRange | undefined): ImportedEducation {
  const segments = placeFrom(segmentsOf(header, dates)).rest;
  const institution = segments.find((segment) => INSTITUTION_WORDS.test(segment)) ?? '';
  const degreeSegment = segments.find((segment) => segment !== institution && DEGREE.test(segment)) ?? '';
  const others = segments.filter((segment) => segment !== institution && segment !== degreeSegment);
  // "BSc (Hons) Computer Science", "Bachelor of Science in Biology": the degree, then its field.
  const degreeMatch = DEGREE.exec(degreeSegment);
  const degree = degreeMatch ? clean(degreeSegment.slice(0, (degreeMatch.index ?? 0) + degreeMatch[0].length)) : '';
  const field = clean(degreeSegment.slice(degree.length).replace(/^\s*(in|of)\s+/i, '')) || (others[0] ?? '');
  return {
    institution: institution || (degreeSegment ? others.find((segment) => segment !== field) ?? '' : others[0] ?? ''),
    degree: degree || degreeSegment,
    field_of_study: field,
    start_date: dates?.start ?? null,
    end_date: dates?.end ?? null,
  };
}

interface Entry {
  header: string[];
  body: string[];
  dates: DateRange | undefined;
}

/**
 * The entries of an experience or education section: each is anchored on a line holding its dates; its header is
 * that line with up to two short lines before it (title, company) and a place line after it; its body runs to the
 * next entry's header.
 */
function entriesOf(sectionLines: string[]): Entry[] {
  const lines = sectionLines.filter((line) => !isTableHeader(line));
  const anchors = lines.flatMap((line, i) => (!isProse(line) && findDateRange(line) ? [i] : []));
  // A section that opens on its dates writes each entry date first (a table's date column, 'Sept 2019 – Present
  // | Head Chef'): the header is then the dated line and up to two short lines after it.
  if (anchors[0] === 0) return dateFirstEntries(lines, anchors);
  const starts = anchors.map((anchor, k) => {
    let start = anchor;
    const floor = k === 0 ? 0 : (anchors[k - 1] ?? 0) + 1;
    while (start > floor && anchor - start < 2 && !isProse(lines[start - 1] ?? '')) start--;
    return start;
  });
  return anchors.map((anchor, k) => {
    const header = lines.slice(starts[k], anchor + 1);
    let bodyFrom = anchor + 1;
    const next = lines[bodyFrom];
    const segmentsSoFar = segmentsOf(header, findDateRange(lines[anchor] ?? '')).length;
    if (next !== undefined && !isProse(next) && !findDateRange(next) && (isPlace(next.split(/,\s*/)[0] ?? '') || segmentsSoFar < 2) && bodyFrom < (starts[k + 1] ?? lines.length)) {
      header.push(next);
      bodyFrom++;
    }
    const body = lines.slice(bodyFrom, starts[k + 1] ?? lines.length);
    return { header, body, dates: findDateRange(lines[anchor] ?? '') };
  });
}

function dateFirstEntries(lines: string[], anchors: number[]): Entry[] {
  return anchors.map((anchor, k) => {
    const next = anchors[k + 1] ?? lines.length;
    const header = [lines[anchor] ?? ''];
    let bodyFrom = anchor + 1;
    while (bodyFrom < next && header.length < 3 && !isProse(lines[bodyFrom] ?? '')) header.push(lines[bodyFrom++] ?? '');
    return { header, body: lines.slice(bodyFrom, next), dates: findDateRange(lines[anchor] ?? '') };
  });
}

const URL_PATTERN = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s|,;)]*)?/gi;
const EMAIL = /[^\s@|,;]+@[^\s@|,;]+\.[a-z]{2,}/i;
const PHONE = /(?:\+\d{1,3}[\s-]?)?\(?\d{2,5}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}/;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i;

function linksOf(text: string): RawResume['links'] {
  const links = { linkedin: '', github: '', portfolio: '' };
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  for (const match of withoutEmails.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.]+$/, '');
    if (!/[a-z]/i.test(url) || !/\.(com|co\.uk|uk|io|dev|org|net|me|app|page|site|ie|co)\b/i.test(url)) continue;
    const full = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    if (/linkedin\.com\//i.test(url)) links.linkedin ||= full;
    else if (/github\.com\//i.test(url)) links.github ||= full;
    else if (url.includes('/') || /^(https?:\/\/|www\.)/i.test(url)) links.portfolio ||= full;
  }
  return links;
}

function personalOf(lines: string[]): RawResume['personal'] {
  const personal = { name: '', title: '', phone_number: '', address: '' };
  for (const line of lines) {
    const parts = line.split(/\s*[|•·]\s*|\s{3,}|\t/).map(clean).filter(Boolean);
    for (const part of parts) {
      const phone = PHONE.exec(part);
      if (phone && !personal.phone_number && !findDateRange(part) && phone[0].replace(/\D/g, '').length >= 10) {
        personal.phone_number = clean(phone[0]);
        continue;
      }
      if (EMAIL.test(part) || URL_PATTERN.test(part)) {
        URL_PATTERN.lastIndex = 0;
        continue;
      }
      URL_PATTERN.lastIndex = 0;
      if (!personal.address && (POSTCODE.test(part) || isPlace(part.split(/,\s*/)[0] ?? '') || isPlace(part.split(/,\s*/).at(-1) ?? ''))) {
        personal.address = part;
        continue;
      }
      const name = part.replace(POST_NOMINALS, '');
      if (!personal.name && /^[\p{Lu}][\p{L}'’-]+(\s+[\p{Lu}][\p{L}'’.-]*){1,3}$/u.test(name) && !ROLE_WORDS.test(name)) {
        personal.name = name;
        continue;
      }
      if (personal.name && !personal.title && !/\d/.test(part) && part.split(/\s+/).length <= 8) personal.title = part;
    }
  }
  return personal;
}

/**
 * A résumé's text, read by rules: lines that are headings split it into sections (experience, education, skills,
 * summary, other); in experience and education, each line with a date range anchors an entry. A résumé without
 * headings is read the same way, each entry told education from experience by its words (a degree, a university).
 * Lines before the first section, and a section of contact details, are the person: name, title, phone, address.
 */
export function parseTextResume(text: string): RawResume {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/, '').replace(/^\s+/, '')).filter((line) => line.length > 0);
  const sections: { kind: Section | 'top'; lines: string[] }[] = [{ kind: 'top', lines: [] }];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) sections.push({ kind: heading, lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  const experience: ImportedExperience[] = [];
  const education: ImportedEducation[] = [];
  const hasHeadings = sections.length > 1;
  let topLines = sections[0]?.lines ?? [];
  if (!hasHeadings) {
    // No headings: the person is what comes before the first dated line; every dated entry is sorted by its words.
    const first = topLines.findIndex((line) => !isProse(line) && findDateRange(line) !== undefined);
    const entries = entriesOf(topLines);
    for (const entry of entries) {
      const words = entry.header.join(' ');
      if (INSTITUTION_WORDS.test(words) || (DEGREE.test(words) && !ROLE_WORDS.test(words))) education.push(educationFrom(entry.header, entry.dates));
      else experience.push(experienceFrom(entry.header, entry.body, entry.dates));
    }
    topLines = first < 0 ? topLines : topLines.slice(0, Math.max(0, first - 2));
  }
  for (const section of sections) {
    if (section.kind === 'experience') for (const entry of entriesOf(section.lines)) experience.push(experienceFrom(entry.header, entry.body, entry.dates));
    if (section.kind === 'education') for (const entry of entriesOf(section.lines)) education.push(educationFrom(entry.header, entry.dates));
  }
  // The person: the lines before the first section, and a section of contact details (a sidebar's 'Contact').
  const contactLines = sections.filter((section) => section.kind === 'contact').flatMap((section) => section.lines);
  return {
    personal: personalOf([...topLines.slice(0, 12), ...contactLines.slice(0, 12)]),
    links: linksOf(text),
    education,
    experience,
    listedSkills: [],
    text: lines.join('\n'),
  };
}
