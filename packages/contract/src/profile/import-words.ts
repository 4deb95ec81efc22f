// The profile import's messages and limits (issue 32), without a schema, so the import on /editprofile does not
// bring zod to the page's first load. The draft's schemas are in import.ts.
export const IMPORT_MESSAGES = {
  unsupported: 'Upload a PDF, a Word document, a JSON Resume or a LinkedIn export.',
  unreadable: 'We could not read this file.',
  noFile: 'No file was submitted.',
} as const;

export const IMPORT_LIMITS = {
  /** A résumé, a JSON Resume or a LinkedIn export zip: 10 MB, as the résumé upload. */
  maxBytes: 10 * 1024 * 1024,
  evidenceMax: 240,
} as const;
