import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { FILL_NAME_SCRIPT } from '@tandem/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one inline script a page carries (route-pages.ts), allowed by its hash rather than 'unsafe-inline'. */
const FILL_NAME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FILL_NAME_SCRIPT).digest('base64')}'`;

/**
 * Helmet's defaults, with a policy that lets in only this origin, Google's sign-in script and frame, and the
 * inline script that fills the user's name into a drawn screen.
 */
const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", FILL_NAME_SCRIPT_HASH, 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Swagger UI and the app are served from this origin only; HSTS belongs to the TLS terminator in front.
  strictTransportSecurity: false,
};

/** The headers a response gets from Fastify alone, and with helmet: those helmet adds. */
async function headersOf(withHelmet: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  if (withHelmet) await probe.register(helmet, OPTIONS);
  probe.get('/', async () => 'ok');
  const response = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
}

/**
 * Helmet's headers on every response. @fastify/helmet builds helmet's middleware (parsing the policy) again on
 * every request; the headers never vary here (no nonces, no per-route options), so they are worked out once at
 * start, by asking @fastify/helmet itself, and set the way helmet sets them.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const [bare, helmeted] = await Promise.all([headersOf(false), headersOf(true)]);
  const headers = Object.entries(helmeted).filter(([name, value]) => bare[name] !== value && name !== 'date' && name !== 'content-length');
  if (headers.length < 5) throw new Error('security headers: helmet set fewer headers than expected');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
