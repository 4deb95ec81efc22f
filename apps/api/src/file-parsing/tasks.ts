/**
 * The kinds of file the parse pool reads, each with what it is given and what it answers. Adding a kind (a Word
 * résumé, a zip): add its line here and its handler in `handlers.ts`; TypeScript refuses a kind without one.
 * Inputs and outputs cross a thread boundary, so they are plain data (structured clone): bytes as a Uint8Array
 * (alone or as an object's `bytes`), no class instances, no functions.
 */
import type { ImportDraft } from '@tandem/contract';

export interface ParseTasks {
  /** A PDF's text: `not-this-type` when the bytes are not a PDF pdf.js can open. */
  pdf: { input: Uint8Array; output: { kind: 'text'; text: string } | { kind: 'not-this-type' } };
  /**
   * A file for the profile import (docs/product.md section C17), read by content (a PDF, a .docx, LinkedIn's export
   * zip or a JSON Resume) into the draft the route answers, skills looked up in the catalogue and suggested
   * proficiencies as of `today` (YYYY-MM-DD); `unsupported` (415) or `unreadable` (400).
   */
  import: { input: { bytes: Uint8Array; today: string }; output: { kind: 'draft'; draft: ImportDraft } | { kind: 'unsupported' } | { kind: 'unreadable' } };
}

export type ParseKind = keyof ParseTasks;
export type ParseInput<K extends ParseKind> = ParseTasks[K]['input'];
export type ParseOutput<K extends ParseKind> = ParseTasks[K]['output'];

/** What the main thread posts to a worker. */
export interface ParseRequest<K extends ParseKind = ParseKind> {
  kind: K;
  input: ParseInput<K>;
}

/**
 * A handler's way to say the file is over one of its own bounds (pages, entries of a zip): the worker ends the
 * task and the upload is refused as unreadable, like a file over the time or memory bound.
 */
export const OVER_BOUND = 'file-parsing: over a bound';
