import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import { createCsrfToken } from './csrf.ts';
import { SESSION_MAX_AGE_SECONDS } from './session-store.ts';

export const COOKIE = { session: 'sessionid', csrf: 'csrftoken', id: 'id', role: 'role' } as const;

const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' });

/** sessionid is HttpOnly; id and role are readable by the page, which uses them for routing only. */
export function setSignedInCookies(request: FastifyRequest, reply: FastifyReply, user: Pick<User, 'id' | 'role'>, token: string, secret: string): void {
  const options = { ...base(request), maxAge: SESSION_MAX_AGE_SECONDS };
  reply.setCookie(COOKIE.session, token, { ...options, httpOnly: true });
  reply.setCookie(COOKIE.id, String(user.id), options);
  reply.setCookie(COOKIE.role, user.role, options);
  // A new token at login: one issued before it (perhaps planted) no longer verifies.
  setCsrfCookie(request, reply, createCsrfToken(secret, token));
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(COOKIE.csrf, token, { ...base(request), maxAge: 365 * 86_400 });
}

export function clearSignedInCookies(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  for (const name of [COOKIE.session, COOKIE.id, COOKIE.role]) reply.clearCookie(name, { path: '/' });
  setCsrfCookie(request, reply, createCsrfToken(secret, undefined));
}
