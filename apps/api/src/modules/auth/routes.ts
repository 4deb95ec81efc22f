import { DETAILS, LoginInput, MESSAGES, ROLES, SignedInAnswer, SignupInput } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../db/schema.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { requireUser } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { presentSignedIn } from '../users/index.ts';
import { clearSignedInCookies, COOKIE, setCsrfCookie, setSignedInCookies } from './cookies.ts';
import { createCsrfToken, isValidCsrfToken } from './csrf.ts';
import type { GoogleVerifier } from './google.ts';
import { createSession, deleteSession } from './session-store.ts';
import { logIn, logInWithGoogle, signUp } from './service.ts';

const tags = ['accounts'];

export interface AuthRouteOptions {
  secret: string;
  signupRateLimit: number;
  google: GoogleVerifier | undefined;
  googleClientId: string | undefined;
  /**
   * Sends a new account its e-mail confirmation link: the account module's, handed in by app.ts, since that
   * module builds on auth's sessions and importing it here would make the two import each other.
   */
  sendVerificationEmail: (app: FastifyInstance, user: Pick<User, 'id' | 'name' | 'email'>) => Promise<void>;
  /** Tells the owner that signing in with Google removed the password of their unconfirmed account (the account module's, as above). */
  sendGoogleTakeoverEmail: (app: FastifyInstance, user: Pick<User, 'id' | 'name' | 'email'>) => Promise<void>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { secret, sendVerificationEmail } = options;

  app.get(
    '/session/',
    {
      schema: {
        tags,
        summary: 'Whether the caller is signed in; sets the csrftoken cookie that writes must echo in X-CSRFToken.',
        response: { 200: z.object({ isAuthenticated: z.boolean() }) },
      },
    },
    async (request, reply) => {
      if (!isValidCsrfToken(secret, request.sessionToken, request.cookies[COOKIE.csrf])) {
        setCsrfCookie(request, reply, createCsrfToken(secret, request.sessionToken));
      }
      return { isAuthenticated: request.user !== null };
    },
  );

  app.get(
    '/auth/config/',
    {
      schema: {
        tags,
        summary: 'Sign-in options the page may offer (the Google button shows only with a client id).',
        response: { 200: z.object({ google_client_id: z.string().nullable() }) },
      },
    },
    async () => ({ google_client_id: options.googleClientId ?? null }),
  );

  app.post(
    '/signup/',
    {
      config: { rateLimit: { max: options.signupRateLimit, timeWindow: '1 hour', keyGenerator: (request) => `signup:${request.ip}` } },
      schema: {
        tags,
        summary: 'Creates an account and signs it in.',
        body: SignupInput,
        response: { 201: SignedInAnswer, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = await signUp(app, request.body);
      // The account exists whatever happens to the e-mail: a failure here is logged, and 'Resend' is on the page.
      await sendVerificationEmail(app, user).catch((error: unknown) => request.log.error({ err: error }, 'could not queue the confirmation e-mail'));
      const token = await createSession(app.db, user.id, request.headers['user-agent']);
      setSignedInCookies(request, reply, user, token, secret);
      return reply.code(201).send(presentSignedIn(user));
    },
  );

  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Signs in with email and password; a new session and a new CSRF token.',
        body: LoginInput,
        response: { 200: SignedInAnswer, 400: FieldErrors, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = await logIn(app, request.body.email, request.body.password, request.ip);
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      const token = await createSession(app.db, user.id, request.headers['user-agent']);
      setSignedInCookies(request, reply, user, token, secret);
      return presentSignedIn(user);
    },
  );

  app.post(
    '/googlelogin/',
    {
      config: { rateLimit: { max: options.signupRateLimit, timeWindow: '1 hour', keyGenerator: (request) => `google:${request.ip}` } },
      schema: {
        tags,
        summary: "Signs in with a Google ID token, creating the account on first use with the role given (candidate when none).",
        body: z.object({ token: z.string().min(1).max(8192), role: z.enum(ROLES, { error: MESSAGES.invalidRole }).optional() }),
        response: { 200: z.object({ user: SignedInAnswer }), 400: FieldErrors, 401: Detail, 403: Detail, 503: Detail },
      },
    },
    async (request, reply) => {
      if (!options.google) throw new HttpError(503, { detail: DETAILS.googleDisabled });
      const identity = await options.google(request.body.token).catch(() => {
        throw new HttpError(401, { detail: MESSAGES.google.loginFailed });
      });
      const { user, securedUnconfirmed } = await logInWithGoogle(app, identity, request.body.role ?? 'candidate');
      if (securedUnconfirmed) {
        await options.sendGoogleTakeoverEmail(app, user).catch((error: unknown) => request.log.error({ err: error }, 'could not queue the Google takeover e-mail'));
      }
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      const token = await createSession(app.db, user.id, request.headers['user-agent']);
      setSignedInCookies(request, reply, user, token, secret);
      return { user: presentSignedIn(user) };
    },
  );

  app.post(
    '/logout/',
    { schema: { tags, summary: 'Ends the session on the server and clears its cookies.', response: { 204: z.null(), 403: Detail } } },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      clearSignedInCookies(request, reply, secret);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/whoami/',
    { schema: { tags, summary: 'The signed-in user.', response: { 200: SignedInAnswer, 401: Detail } } },
    async (request) => presentSignedIn(requireUser(request)),
  );
};
