import { PROFILE_MESSAGES, profileRecordId, ResumeAnswer } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ResumesTable } from '../../../db/schema.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { fieldError, notFound, tooLarge, unsupportedType } from '../../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { attachment } from '../../../lib/uploads/attachment.ts';
import { readPdf } from '../../../lib/uploads/pdf.ts';
import { fileBytes, multipartParts } from '../../../lib/uploads/multipart.ts';
import { nowIso } from '../../../lib/time.ts';
import { canReadCandidate } from '../shared/policy.ts';
import { recordProfileChange } from '../shared/repository.ts';
import {
  displayFilename,
  readResumeFile,
  removeResumeFile,
  storeResumeFile,
} from './storage.ts';

const tags = ['résumé'];
const UPLOAD = '/common/resume/upload/';
const fileUrl = (userId: number) => `/common/resume/${userId}/file/`;

const present = (row: Selectable<ResumesTable> | undefined): ResumeAnswer => ({
  resume: row
    ? { filename: row.filename, size: row.size, uploaded_at: row.created_at, url: fileUrl(row.user_id) }
    : null,
});

/** The `resume` file of a multipart form (other parts are read and dropped); at most 10 MB, else a 413. */
async function readResumePart(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fieldError('resume', 'No file was submitted.');
  let found: { bytes: Buffer; filename: string } | undefined;
  for await (const part of multipartParts(request, 'resume')) {
    if (part.type !== 'file') continue;
    const bytes = await fileBytes(part, 'resume');
    if (part.file.truncated) throw tooLarge();
    if (part.fieldname === 'resume') found = { bytes, filename: part.filename };
  }
  if (!found || found.bytes.length === 0) throw fieldError('resume', 'No file was submitted.');
  return found;
}

/** `/common/resume/...`: one PDF résumé per candidate, private, served only as an attachment to those allowed. */
export const resumeRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const findResume = (userId: number) =>
    app.db.selectFrom('resumes').selectAll().where('user_id', '=', userId).executeTakeFirst();

  app.get(
    UPLOAD,
    {
      schema: {
        tags,
        summary: 'Your résumé, or null.',
        response: { 200: ResumeAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request) => present(await findResume(requireRole(request, ['candidate']).id)),
  );

  app.post(
    UPLOAD,
    {
      schema: {
        tags,
        summary:
          'Uploads your résumé (multipart field resume; a PDF by content, at most 10 MB), replacing any before it.',
        consumes: ['multipart/form-data'],
        response: {
          200: ResumeAnswer,
          201: ResumeAnswer,
          400: FieldErrors,
          401: Detail,
          403: Detail,
          413: Detail,
          415: Detail,
          429: Detail,
        },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      const { bytes, filename } = await readResumePart(request);
      const pdf = await readPdf(bytes);
      if (!pdf) throw unsupportedType(PROFILE_MESSAGES.invalidPdf);
      const { text } = pdf;
      const key = await storeResumeFile(uploadsDir, bytes);
      try {
        const { previous, row } = await app.db.transaction().execute(async (trx) => {
          // One upload at a time per candidate, so a replaced file is always the one removed.
          if (app.dialect === 'postgres')
            await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
          const before = await trx
            .selectFrom('resumes')
            .select('storage_key')
            .where('user_id', '=', user.id)
            .executeTakeFirst();
          const values = {
            filename: displayFilename(filename),
            storage_key: key,
            size: bytes.length,
            text,
            created_at: nowIso(),
          };
          const saved = await trx
            .insertInto('resumes')
            .values({ user_id: user.id, ...values })
            .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
            .returningAll()
            .executeTakeFirstOrThrow();
          return { previous: before?.storage_key, row: saved };
        });
        await recordProfileChange(app.db, user.id);
        await removeResumeFile(uploadsDir, previous);
        return await reply.code(previous ? 200 : 201).send(present(row));
      } catch (error) {
        await removeResumeFile(uploadsDir, key);
        throw error;
      }
    },
  );

  app.delete(
    UPLOAD,
    {
      schema: {
        tags,
        summary: 'Deletes your résumé and its file (204 also when there was none).',
        response: { 204: z.null(), 401: Detail, 403: Detail },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      const removed = await app.db
        .deleteFrom('resumes')
        .where('user_id', '=', user.id)
        .returning('storage_key')
        .executeTakeFirst();
      if (removed) {
        await recordProfileChange(app.db, user.id);
        await removeResumeFile(uploadsDir, removed.storage_key);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/common/resume/:userId/file/',
    {
      schema: {
        tags,
        summary:
          "Downloads a candidate's résumé as an attachment: for the candidate, and organisations whose jobs they applied to.",
        params: z.object({ userId: profileRecordId }),
        response: { 200: z.any().describe('The PDF file.'), 400: FieldErrors, 401: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { userId } = request.params;
      if (!(await canReadCandidate(app.db, viewer, userId))) throw notFound();
      const row = await findResume(userId);
      const bytes = row && (await readResumeFile(uploadsDir, row.storage_key));
      if (!row || !bytes) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(row.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
