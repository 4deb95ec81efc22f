import mammoth from 'mammoth';

/** A Word document's text, a paragraph a line (table cells too); undefined when mammoth cannot read it. */
export async function readDocx(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value.replace(/\n{2,}/g, '\n');
  } catch {
    return undefined;
  }
}
