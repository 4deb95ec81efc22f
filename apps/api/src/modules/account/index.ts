// The account module's public face: other modules import from here, never from its files (eslint.config.js).
export { sendGoogleTakeoverEmail, sendVerificationEmail } from './recovery.service.ts';
export { issueAccountToken } from './tokens.ts';
