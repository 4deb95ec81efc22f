import { ACCOUNT_MESSAGES, PasswordResetConfirm, PasswordResetRequest, VerifyEmailInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards.ts';
import { throttled } from '../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { confirmPasswordReset, requestPasswordReset, sendVerificationEmail, verifyEmail } from './recovery.service.ts';

const tags = ['accounts'];
/** docs/product.md section C10: 5 reset requests an hour per address and per e-mail; the same for resending a confirmation. */
const PER_HOUR = 5;
const hourly = (name: string) => ({ max: PER_HOUR, timeWindow: '1 hour', keyGenerator: (request: { ip: string }) => `${name}:ip:${request.ip}` });

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const perEmail = app.createRateLimit({
    max: PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `password-reset:email:${(request.body as { email: string }).email}`,
  });
  app.post(
    '/password-reset/',
    {
      config: { rateLimit: hourly('password-reset') },
      // A second counter, per e-mail address, beside the per-address one of the route's config (the plugin runs
      // one limit per request, so this one is checked by hand).
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) throw throttled(limit.ttlInSeconds);
      },
      schema: {
        tags,
        summary: 'Sends a link to reset the password, if an account has this e-mail; the answer is the same either way.',
        body: PasswordResetRequest,
        response: { 200: Detail, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { detail: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (request) => `password-reset-confirm:${request.ip}` } },
      schema: {
        tags,
        summary: 'Sets a new password with the link from the e-mail (valid one hour, once); every session of the user ends.',
        body: PasswordResetConfirm,
        response: { 200: Detail, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      await confirmPasswordReset(app, request.body.token, request.body.password);
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/verify-email/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (request) => `verify-email:${request.ip}` } },
      schema: {
        tags,
        summary: "Confirms the account's e-mail address with the link sent at signup.",
        body: VerifyEmailInput,
        response: { 200: Detail, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      await verifyEmail(app, request.body.token);
      return { detail: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/verify-email/resend/',
    {
      config: {
        rateLimit: { max: PER_HOUR, timeWindow: '1 hour', keyGenerator: (request) => `verify-email-resend:${request.user?.id ?? request.ip}` },
      },
      schema: {
        tags,
        summary: 'Sends the signed-in user a new link to confirm their e-mail address.',
        response: { 200: Detail, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.email_verified) return { detail: ACCOUNT_MESSAGES.alreadyVerified };
      await sendVerificationEmail(app, user);
      return { detail: ACCOUNT_MESSAGES.verificationSent };
    },
  );
};
