import { ACCOUNT_MESSAGES, AccountSessionList, ChangePasswordInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { notFound } from '../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { endSessions } from '../auth/index.ts';
import { changePassword } from './password.service.ts';
import { sessionsOf } from './sessions.service.ts';

const tags = ['accounts'];
const SessionParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The signed-in user's own account: password and sessions (docs/product.md section C10). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/password/',
    {
      // Guessing the current password from a borrowed session is as slow as guessing it at login.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => `account-password:${request.user?.id ?? request.ip}` } },
      schema: {
        tags,
        summary: 'Changes the password (the current one is asked); every other session ends.',
        body: ChangePasswordInput,
        response: { 200: Detail, 400: FieldErrors, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(app, user, request.sessionToken as string, request.body);
      return { detail: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/account/sessions/',
    {
      schema: {
        tags,
        summary: "The signed-in user's sessions: when each began and was last seen, its browser, and which is this one.",
        response: { 200: AccountSessionList, 401: Detail },
      },
    },
    async (request) => sessionsOf(app.db, requireUser(request).id, request.sessionToken),
  );

  app.delete(
    '/account/sessions/:id/',
    {
      schema: {
        tags,
        summary: "Ends one of the user's own sessions (another user's is a 404).",
        params: SessionParams,
        response: { 204: z.null(), 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ended = await endSessions(app, user.id, { sessionId: request.params.id });
      if (ended === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/end-others/',
    {
      schema: {
        tags,
        summary: 'Signs out every session of the user but this one.',
        response: { 200: z.object({ ended: z.number().int() }), 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { ended: await endSessions(app, user.id, { exceptToken: request.sessionToken as string }) };
    },
  );
};
