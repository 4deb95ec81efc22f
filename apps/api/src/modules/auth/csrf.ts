import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens are "nonce.signature", the signature an HMAC of the nonce and the session they were issued for.
 * The page echoes the cookie in X-CSRFToken (which another site cannot set), and the server also checks the
 * signature against the current session, so a token planted from elsewhere or kept from before a login fails.
 */
export function createCsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce, sessionToken)}`;
}

export function isValidCsrfToken(secret: string, sessionToken: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce, sessionToken));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, nonce: string, sessionToken: string | undefined): string {
  return createHmac('sha256', secret).update(`csrf|${nonce}|${sessionToken ?? 'anonymous'}`).digest('base64url');
}

/** Both sides equal and the signature good: what every POST, PUT, PATCH and DELETE must show. */
export function csrfPasses(secret: string, sessionToken: string | undefined, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || cookie !== header) return false;
  return isValidCsrfToken(secret, sessionToken, header);
}
