// The account module's public face: other modules import from here, never from its files (eslint.config.js).
export { sendVerificationEmail } from './recovery.service.ts';
