import { AdminReasonInput, CompanyVerificationAnswer, CompanyVerifyConfirm, CompanyVerifyRequest, VERIFICATION_MESSAGES } from '@tandem/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../admin/index.ts';
import { requireMember } from '../../company-members/index.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { Detail, errorResponses, IdParams } from '../../../lib/schemas.ts';
import { companyToVerify, requestVerification, setVerifiedByOperator, verificationOf, verifyWithLink } from './service.ts';

const tags = ['companies'];
/** Each request sends an e-mail to an address the member typed: a few an hour are plenty. */
export const VERIFY_REQUESTS_PER_HOUR = 5;

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (id: number) => (await companyToVerify(app.db, id)) ?? Promise.reject(notFound());

  app.get(
    '/company/:id/verification/',
    { schema: { tags, summary: "Whether the company is verified, and the website domain an address must be at (its members only).", params: IdParams, response: { 200: CompanyVerificationAnswer, ...errorResponses } } },
    async (request) => {
      const company = await companyOf(request.params.id);
      requireMember(request, company.id);
      return verificationOf(company);
    },
  );

  app.post(
    '/company/:id/verification/',
    {
      schema: {
        tags,
        summary: `Sends a verification link to an address at the company website's domain (its members only; ${VERIFY_REQUESTS_PER_HOUR} an hour). Public e-mail providers cannot verify.`,
        params: IdParams,
        body: CompanyVerifyRequest,
        response: { 202: CompanyVerificationAnswer, ...errorResponses },
      },
      config: { rateLimit: { max: VERIFY_REQUESTS_PER_HOUR, timeWindow: '1 hour', keyGenerator: (request) => `company-verify:${request.user?.id ?? request.ip}` } },
      preValidation: async (request) => {
        // Before the body is validated, so only members learn what it should hold; an id out of range is left
        // to the params' own 400.
        const params = IdParams.safeParse(request.params);
        const company = params.success ? await companyToVerify(app.db, params.data.id) : undefined;
        if (company) requireMember(request, company.id);
      },
    },
    async (request, reply) => {
      const company = await companyOf(request.params.id);
      const member = requireMember(request, company.id);
      return reply.code(202).send(await requestVerification(app, company, member, request.body.email));
    },
  );

  app.post(
    '/company/verification/confirm/',
    {
      schema: { tags, summary: 'Follows a verification link: the company of the link is verified.', body: CompanyVerifyConfirm, response: { 200: CompanyVerificationAnswer, ...errorResponses } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (request) => `company-verify-confirm:${request.ip}` } },
    },
    async (request) => {
      const companyId = await verifyWithLink(app, request.body.token);
      return { ...verificationOf(await companyOf(companyId)), detail: VERIFICATION_MESSAGES.verified };
    },
  );

  // The operator's word, for an organisation a member's link cannot verify (docs/product.md section C20).
  for (const [action, verified, summary] of [
    ['verify', true, 'Verifies an organisation on an operator\'s evidence, with a reason for the audit log (operators only).'],
    ['unverify', false, 'Takes an organisation\'s verification away, with a reason for the audit log (operators only).'],
  ] as const) {
    app.post(
      `/admin/companies/:id/${action}/`,
      { schema: { tags: ['admin'], summary, params: IdParams, body: AdminReasonInput, response: { 200: OperatorDone, ...errorResponses, 409: Detail } } },
      async (request) => {
        await setVerifiedByOperator(app, requireAdmin(request), request.params.id, verified, request.body.reason);
        return { detail: verified ? 'Verified.' : 'Verification taken away.' };
      },
    );
  }
};

const OperatorDone = z.object({ detail: z.string() });
