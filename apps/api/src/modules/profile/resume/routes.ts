import { profileRecordId, ResumeAnswer } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { fieldError, tooLarge } from '../../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { attachment } from '../../../lib/uploads/attachment.ts';
import { fileBytes, multipartParts } from '../../../lib/uploads/multipart.ts';
import { presentResume } from './presenter.ts';
import { readableResumeFile, readOwnResume, removeOwnResume, uploadResume } from './service.ts';

const tags = ['résumé'];
const UPLOAD = '/common/resume/upload/';

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
  app.get(
    UPLOAD,
    {
      schema: {
        tags,
        summary: 'Your résumé, or null.',
        response: { 200: ResumeAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request) => presentResume(await readOwnResume(app.db, requireRole(request, ['candidate']).id)),
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
          503: Detail,
        },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      const upload = await readResumePart(request);
      const { replaced, row } = await uploadResume(app, uploadsDir, user.id, upload);
      return reply.code(replaced ? 200 : 201).send(presentResume(row));
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
      await removeOwnResume(app.db, uploadsDir, user.id);
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
      const { filename, bytes } = await readableResumeFile(app.db, uploadsDir, viewer, request.params.userId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
