import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { OVER_BOUND, type ParseOutput } from './tasks.ts';

/** A résumé is a few pages; a document of thousands is refused before any page is read. */
export const PDF_PAGE_LIMIT = 50;
const TEXT_MAX = 200_000;

/** Loads pdf.js, which unpdf otherwise loads at the first document. */
export async function preparePdfText(): Promise<void> {
  await getResolvedPDFJS();
}

/**
 * The file as a PDF, told by parsing it with pdf.js (through unpdf), not by its first bytes: a text file
 * renamed .pdf, or '%PDF-' followed by anything, is not one. A PDF whose text cannot be read (scanned,
 * encrypted) gives ''. NUL characters go (PostgreSQL text refuses them). Runs in the parse pool's worker, whose
 * time and memory bounds stop a document that takes too long; the page bound is checked here.
 */
export async function readPdfText(bytes: Uint8Array): Promise<ParseOutput<'pdf'>> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the array it is given; the pool hands the worker a copy of its own.
    document = await getDocumentProxy(bytes);
  } catch {
    return { kind: 'not-this-type' };
  }
  try {
    if (document.numPages > PDF_PAGE_LIMIT) throw new Error(OVER_BOUND);
    const text = await extractText(document, { mergePages: true })
      .then((result) => result.text)
      .catch(() => '');
    return { kind: 'text', text: text.replaceAll('\u0000', '').trim().slice(0, TEXT_MAX) };
  } finally {
    void document.destroy().catch(() => undefined);
  }
}
