import { MESSAGES } from '@tandem/contract';
import { FileParserBusy, UnreadableFile, type FileParser } from '../../file-parsing/index.ts';
import { fieldError, serviceUnavailable, unsupportedType } from '../http-errors.ts';

/**
 * An uploaded PDF's text, read by the parse pool (never on this thread): bytes pdf.js cannot open are a 415
 * `notPdf`; a PDF over the pool's time, memory or page bound is a 400 'We could not read this file.' under
 * `field`; a pool with every thread and queue place taken is a 503 with Retry-After. A PDF whose text cannot be
 * read (scanned, encrypted) gives ''.
 */
export async function readPdf(parser: FileParser, bytes: Buffer, field: string, notPdf: string): Promise<string> {
  try {
    const answer = await parser.parse('pdf', bytes);
    if (answer.kind === 'not-this-type') throw unsupportedType(notPdf);
    return answer.text;
  } catch (error) {
    if (error instanceof UnreadableFile) throw fieldError(field, MESSAGES.unreadableFile);
    if (error instanceof FileParserBusy) throw serviceUnavailable();
    throw error;
  }
}
