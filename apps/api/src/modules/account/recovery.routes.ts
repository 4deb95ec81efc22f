import { ACCOUNT_MESSAGES, PasswordResetCheck, PasswordResetConfirm, PasswordResetRequest, VerifyEmailInput } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { checkPasswordResetLink, confirmPasswordReset, requestPasswordReset, sendVerificationEmail, verifyEmail } from './recovery.service.ts';

const tags = ['accounts'];
/**
 * docs/product.md section C10: 5 reset requests an hour per address (then 429) and 5 reset e-mails an hour per
 * e-mail address (then answered alike, with no e-mail); 5 an hour for resending a confirmation.
 */
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
      schema: {
        tags,
        summary: 'Sends a link to reset the password, if an account has this e-mail; the answer is the same either way.',
        body: PasswordResetRequest,
        response: { 200: Detail, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      // A second counter, per e-mail address, beside the per-address one of the route's config. Past it no
      // further e-mail goes, but the asker is not refused: a 429 here would let one attacker use the limit up
      // for the account's owner. The owner has the links already sent, each good for an hour.
      const perAccount = await perEmail(request);
      if (perAccount.isAllowed || !perAccount.isExceeded) await requestPasswordReset(app, request.body.email);
      return { detail: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/password-reset/check/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (request) => `password-reset-check:${request.ip}` } },
      schema: {
        tags,
        summary: 'Says whether a reset link still works (unused, within its hour) without using it: the page shows its form only then.',
        body: PasswordResetCheck,
        response: { 200: Detail, 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request) => {
      await checkPasswordResetLink(app, request.body.token);
      return { detail: ACCOUNT_MESSAGES.resetLinkUsable };
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
