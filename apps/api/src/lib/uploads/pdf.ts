import { extractText, getDocumentProxy } from 'unpdf';

const TEXT_MAX = 200_000;
/** Opening checks the file's structure; reading its text may take longer on a large one. */
const OPEN_TIMEOUT_MS = 10_000;
const EXTRACT_TIMEOUT_MS = 15_000;

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The file as a PDF, told by parsing it with pdf.js (through unpdf, as skill extraction reads it), not by its
 * first bytes: a text file renamed .pdf, or '%PDF-' followed by anything, is not one. Answers undefined for
 * what is not a readable PDF; otherwise its text, best effort: a PDF whose text cannot be read (scanned,
 * encrypted, or slower than the time allowed) gives ''. NUL characters go (PostgreSQL text refuses them).
 */
export async function readPdf(bytes: Buffer): Promise<{ text: string } | undefined> {
  // pdf.js takes ownership of the array it is given, so it gets a copy.
  const opening = getDocumentProxy(new Uint8Array(bytes)).catch(() => undefined);
  const document = await within(opening, OPEN_TIMEOUT_MS, undefined);
  if (!document) {
    void opening.then((late) => late?.destroy());
    return undefined;
  }
  try {
    const extraction = extractText(document, { mergePages: true })
      .then(({ text }) => text.replaceAll('\u0000', '').trim().slice(0, TEXT_MAX))
      .catch(() => '');
    return { text: await within(extraction, EXTRACT_TIMEOUT_MS, '') };
  } finally {
    void document.destroy().catch(() => undefined);
  }
}
