import type { ImportDraft } from '@tandem/contract';
import { strFromU8, unzipSync } from 'fflate';
import { readDocx } from './docx.ts';
import { isJsonResume, readJsonResume } from './json-resume.ts';
import { LINKEDIN_FILES, readLinkedIn } from './linkedin.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { parseTextResume, type RawResume } from './text-resume.ts';

/** What a file turned out to be: a reading, another kind of file (415), or one that cannot be read (400). */
export type ParsedFile = { kind: 'read'; source: ImportDraft['source']; raw: RawResume } | { kind: 'unsupported' } | { kind: 'unreadable' };

/** A zip member is read only up to this size once inflated: a small zip cannot unfold into gigabytes. */
const ZIP_MEMBER_MAX = 5 * 1024 * 1024;
const ZIP_TOTAL_MAX = 20 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, text: string) => bytes.length >= text.length && [...text].every((char, i) => bytes[i] === char.charCodeAt(0));
const basename = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The zip's member names, without inflating anything; undefined when it is no zip. */
function zipNames(bytes: Uint8Array): { name: string; size: number }[] | undefined {
  const names: { name: string; size: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return names;
}

function readLinkedInZip(bytes: Uint8Array, names: { name: string; size: number }[]): ParsedFile {
  const wanted = new Set<string>(LINKEDIN_FILES);
  const chosen = names.filter((entry) => wanted.has(basename(entry.name)));
  if (chosen.some((entry) => entry.size > ZIP_MEMBER_MAX) || chosen.reduce((sum, entry) => sum + entry.size, 0) > ZIP_TOTAL_MAX) return { kind: 'unreadable' };
  const keep = new Set(chosen.map((entry) => entry.name));
  const members = unzipSync(bytes, { filter: (file) => keep.has(file.name) && file.originalSize <= ZIP_MEMBER_MAX });
  const files: Record<string, string> = {};
  for (const [name, data] of Object.entries(members)) files[basename(name)] ??= strFromU8(data);
  return { kind: 'read', source: 'linkedin', raw: readLinkedIn(files) };
}

/**
 * Reads an uploaded file by its content, never its name: a PDF ('%PDF-'), a zip that is a Word document
 * (word/document.xml) or LinkedIn's export (Profile.csv, Positions.csv...), or UTF-8 JSON that is a JSON Resume.
 * Pure over the bytes, so that it can run in any worker.
 */
export async function parseImportFile(bytes: Uint8Array): Promise<ParsedFile> {
  if (startsWith(bytes, '%PDF-')) {
    const text = await readPdfLayout(bytes);
    return text === undefined || text.trim() === '' ? { kind: 'unreadable' } : { kind: 'read', source: 'pdf', raw: parseTextResume(text) };
  }
  if (startsWith(bytes, 'PK\u0003\u0004')) {
    const names = zipNames(bytes);
    if (!names) return { kind: 'unreadable' };
    if (names.some((entry) => entry.name === 'word/document.xml')) {
      const text = await readDocx(bytes);
      return text === undefined || text.trim() === '' ? { kind: 'unreadable' } : { kind: 'read', source: 'docx', raw: parseTextResume(text) };
    }
    if (names.some((entry) => (LINKEDIN_FILES as readonly string[]).includes(basename(entry.name)))) {
      try {
        return readLinkedInZip(bytes, names);
      } catch {
        return { kind: 'unreadable' };
      }
    }
    return { kind: 'unsupported' };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '').trim();
  if (!text.startsWith('{')) return { kind: 'unsupported' };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  return isJsonResume(document) ? { kind: 'read', source: 'json-resume', raw: readJsonResume(document) } : { kind: 'unsupported' };
}
