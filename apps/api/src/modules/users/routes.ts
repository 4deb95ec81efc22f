import { databaseId, LIMITS, UserAnswer, UserPatchInput, UserPutInput } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { requireUser } from '../../lib/guards.ts';
import { badRequest, tooLarge } from '../../lib/http-errors.ts';
import { removeStoredImage, storeImage } from '../../lib/uploads/images.ts';
import { fileBytes, multipartParts } from '../../lib/uploads/multipart.ts';
import { PageQuerySchema, pageOf, pageWindow, toPage } from '../../lib/pagination.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { userPolicy } from './policy.ts';
import { editUser, refuseReadOnlyChanges, userAnswer } from './service.ts';

const Params = z.object({ id: databaseId('A valid integer is required.') });
const tags = ['users'];

/** Reads a multipart form: text fields, and the profile picture (at most 5 MB) when one is sent. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; picture?: Buffer }> {
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  for await (const part of multipartParts(request, 'non_field_errors', { limits: { fileSize: LIMITS.imageMaxBytes } })) {
    if (part.type === 'file') {
      const bytes = await fileBytes(part, part.fieldname);
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'profile_picture' && bytes.length > 0) picture = bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return picture ? { fields, picture } : { fields };
}

export const userRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  app.get(
    '/users/',
    {
      schema: {
        tags,
        summary: 'The users you may see: your own record only (docs/product.md section C5), as a page.',
        querystring: PageQuerySchema,
        response: { 200: pageOf(UserAnswer), 400: FieldErrors, 401: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const window = pageWindow(request.query);
      const results = window.offset === 0 && window.limit > 0 ? [await userAnswer(app.db, user)] : [];
      return toPage(request, window, 1, results);
    },
  );

  app.get(
    '/users/:id/',
    { schema: { tags, summary: 'Your own user record.', params: Params, response: { 200: UserAnswer, 401: Detail, 404: Detail } } },
    async (request) => userAnswer(app.db, userPolicy.requireOwnRecord(request, request.params.id)),
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags,
        summary: 'Changes your own record: JSON with some of name, title, phone_number, address, company, and for a candidate visibility (open, applied or hidden); or multipart with those and a new profile_picture (JPEG, PNG or WebP, at most 5 MB).',
        params: Params,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: UserAnswer, 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 413: Detail, 415: Detail },
      },
    },
    async (request) => {
      const user = userPolicy.requireOwnRecord(request, request.params.id);
      const { fields, picture } = request.isMultipart() ? await readMultipart(request) : { fields: (request.body ?? {}) as Record<string, unknown>, picture: undefined };
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw badRequest({ non_field_errors: ['Send an object of fields.'] });
      refuseReadOnlyChanges(user, fields);
      const { email: _email, role: _role, id: _id, profile_picture: _picture, ...editable } = fields;
      const changes = parseOrThrow(UserPatchInput, normaliseCompany(editable));
      const profilePicture = picture ? await storeImage(options.uploadsDir, 'avatars', picture) : undefined;
      const { user: updated, applicationIds } = await editUser(app.db, user, profilePicture ? { ...changes, profile_picture: profilePicture } : changes);
      if (profilePicture) await removeStoredImage(options.uploadsDir, user.profile_picture);
      return userAnswer(app.db, updated, applicationIds);
    },
  );

  app.put(
    '/users/:id/',
    {
      schema: {
        tags,
        summary: 'Replaces the editable fields of your own record (name, title, phone_number, address, company).',
        params: Params,
        body: UserPutInput.passthrough(),
        response: { 200: UserAnswer, 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const user = userPolicy.requireOwnRecord(request, request.params.id);
      refuseReadOnlyChanges(user, request.body);
      const { name, title, phone_number, address, company } = request.body;
      const { user: updated, applicationIds } = await editUser(app.db, user, { name, title, phone_number, address, company });
      return userAnswer(app.db, updated, applicationIds);
    },
  );
};

/** Multipart sends every value as text; an empty company means "no change" rather than an error. */
function normaliseCompany(fields: Record<string, unknown>): Record<string, unknown> {
  if (fields.company === '' || fields.company === 'null') {
    const { company: _company, ...rest } = fields;
    return rest;
  }
  return fields;
}
