import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_KEYS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | undefined;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/**
 * Verifies a Google ID token: signature against Google's published keys (or a local key set in tests),
 * issuer, audience (our client id) and expiry, all by jose; then insists on a verified email.
 */
export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(GOOGLE_KEYS_URL)): GoogleVerifier {
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('token without a verified email');
    }
    return {
      sub: payload.sub,
      email: payload.email.trim().toLowerCase(),
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email.split('@')[0] ?? 'New user',
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  };
}
