import { LIMITS } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../../../lib/http-errors.ts';
import { fileBytes, multipartParts } from '../../../lib/uploads/multipart.ts';

/**
 * The fields of a JSON or multipart body, and the one image file a multipart body may carry (at most 5 MB).
 * Multipart sends every value as text; the contract's schemas accept text for numbers and flags.
 */
export async function readBodyWithImage(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, unknown>; image?: Buffer }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest({ non_field_errors: ['Send an object of fields.'] });
    return { fields: body as Record<string, unknown> };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  for await (const part of multipartParts(request, 'non_field_errors', { limits: { fileSize: LIMITS.imageMaxBytes } })) {
    if (part.type === 'file') {
      const bytes = await fileBytes(part, part.fieldname);
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === fileField && bytes.length > 0) image = bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return image ? { fields, image } : { fields };
}
