import { MESSAGES } from '@tandem/contract';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../http-errors.ts';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * Busboy reports a body it cannot parse (no boundary in the content type, a body cut short, a broken part
 * header) as a plain Error with no status, which would leave as a 500. The parts' own limits (file too large,
 * too many parts) carry a status and keep it.
 */
function asClientError(error: unknown, field: string): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? error : fieldError(field, MESSAGES.malformedForm);
}

/** The parts of a multipart body; a body that cannot be parsed is a 400 under `field`. */
export async function* multipartParts(request: FastifyRequest, field: string, options?: PartsOptions): AsyncGenerator<Multipart> {
  const parts = request.parts(options);
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error, field);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A file part's bytes; a body cut short inside the file is a 400 under `field`. */
export async function fileBytes(part: MultipartFile, field: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asClientError(error, field);
  }
}

/**
 * The first file part of a multipart body (the rest is read and dropped), with its bytes. A file over the
 * limit keeps its 413; a body that cannot be parsed is a 400 under `field`.
 */
export async function firstFile(request: FastifyRequest, field: string, maxBytes: number): Promise<{ bytes: Buffer; filename: string; truncated: boolean } | undefined> {
  let found: { bytes: Buffer; filename: string; truncated: boolean } | undefined;
  for await (const part of multipartParts(request, field, { limits: { fileSize: maxBytes } })) {
    if (part.type !== 'file') continue;
    const bytes = await fileBytes(part, field);
    found ??= { bytes, filename: part.filename, truncated: part.file.truncated };
  }
  return found;
}
