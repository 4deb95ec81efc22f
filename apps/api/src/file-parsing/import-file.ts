import { buildDraft } from '../modules/profile/import/draft.ts';
import { importVocabulary } from '../modules/profile/import/catalogue.ts';
import { parseImportFile } from '../modules/profile/import/parse.ts';
import type { ParseInput, ParseOutput } from './tasks.ts';

/**
 * The profile import, whole, in a worker: the file read (modules/profile/import/parse.ts: PDF layout, mammoth,
 * fflate and csv-parse, JSON), its text read into sections, entries and dates, and its skills looked up in the
 * catalogue (loaded once per worker, catalogue.ts), so that a file that takes seconds of CPU or a gigabyte of heap
 * ends a worker, never holds the request thread, which only moves the bytes in and the draft out. Nothing here
 * opens the database or the app, which is what lets the worker load it. Its PDF reading refuses a document over
 * PDF_PAGE_LIMIT pages (OVER_BOUND).
 */
export async function readImportFile({ bytes, today }: ParseInput<'import'>): Promise<ParseOutput<'import'>> {
  const parsed = await parseImportFile(bytes);
  if (parsed.kind !== 'read') return parsed;
  return { kind: 'draft', draft: buildDraft(parsed.source, parsed.raw, importVocabulary(), today) };
}

/** Builds the catalogue's vocabulary before the worker's first task, so it is not charged to that file's time. */
export function prepareImportFile(): void {
  importVocabulary();
}
