import cookie from '@fastify/cookie';
import { DETAILS } from '@tandem/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/schema.ts';
import { COOKIE } from '../modules/auth/cookies.ts';
import { csrfPasses } from '../modules/auth/csrf.ts';
import { findSessionUser } from '../modules/auth/session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the sessionid cookie alone (the id and role cookies are never trusted). */
    user: User | null;
    sessionToken: string | undefined;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/api/', '/common/'];

/**
 * The path as the router saw it: the pattern of the route it matched (`/api/tags/:id/`), never the raw URL,
 * which may spell the same route percent-encoded (`/%61pi/...`). A request no route matched is judged by its
 * decoded path, and one whose path does not even decode is refused like a protected one.
 */
function routedPath(request: FastifyRequest): string | undefined {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export const needsCsrf = (request: FastifyRequest) => {
  if (!UNSAFE.has(request.method)) return false;
  const path = routedPath(request);
  return path === undefined || PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/** Resolves the session on every request and refuses unsafe requests without a valid CSRF token. */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[COOKIE.session];
    if (token) {
      const user = await findSessionUser(app.db, token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    if (needsCsrf(request)) {
      const header = request.headers['x-csrftoken'];
      const given = Array.isArray(header) ? header[0] : header;
      if (!csrfPasses(options.secret, request.sessionToken, request.cookies[COOKIE.csrf], given)) {
        return reply.code(403).send({ detail: DETAILS.csrf });
      }
    }
  });
});
