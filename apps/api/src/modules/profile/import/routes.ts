import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportDraft } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileParserBusy, UnreadableFile, type ParseOutput } from '../../../file-parsing/index.ts';
import { requireRole } from '../../../lib/guards.ts';
import { fieldError, serviceUnavailable, tooLarge, unsupportedType } from '../../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { firstFile } from '../../../lib/uploads/multipart.ts';
import { isoDate } from '../../../lib/time.ts';

/**
 * The file read into a draft in the parse pool (file-parsing/, kind 'import': reading, sections, dates and the
 * catalogue's skills), never on this thread, which only moves the bytes in and the draft out; within the pool's
 * time, memory and page bounds: over one it is a file we could not read (400); every thread and queue place taken,
 * a 503 with Retry-After.
 */
async function readInPool(app: FastifyInstance, bytes: Uint8Array): Promise<ParseOutput<'import'>> {
  try {
    return await app.fileParser.parse('import', { bytes, today: isoDate(new Date()) });
  } catch (error) {
    if (error instanceof UnreadableFile) return { kind: 'unreadable' };
    if (error instanceof FileParserBusy) throw serviceUnavailable();
    throw error;
  }
}

/** POST /api/profile/import/ (docs/product.md section C17): a file read into a draft of the profile; nothing is saved. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/import/',
    {
      schema: {
        tags: ['profile'],
        summary:
          "A résumé (PDF or Word), a JSON Resume or LinkedIn's export zip (multipart field file, at most 10 MB) read into a draft of the profile, for the candidate to review. Saves nothing.",
        consumes: ['multipart/form-data'],
        response: { 200: ImportDraft, 400: FieldErrors, 401: Detail, 403: Detail, 413: Detail, 415: Detail, 503: Detail },
      },
    },
    async (request) => {
      requireRole(request, ['candidate']);
      if (!request.isMultipart()) throw fieldError('file', IMPORT_MESSAGES.noFile);
      const file = await firstFile(request, 'file', IMPORT_LIMITS.maxBytes);
      if (!file || file.bytes.length === 0) throw fieldError('file', IMPORT_MESSAGES.noFile);
      if (file.truncated) throw tooLarge();
      const parsed = await readInPool(app, file.bytes);
      if (parsed.kind === 'unsupported') throw unsupportedType(IMPORT_MESSAGES.unsupported);
      if (parsed.kind === 'unreadable') throw fieldError('file', IMPORT_MESSAGES.unreadable);
      return parsed.draft;
    },
  );
};
