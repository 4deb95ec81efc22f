// The mail module's public face: other modules import from here, never from its files (eslint.config.js).
export { sendDigests } from './digest.ts';
export { queueMail } from './service.ts';
export { passwordResetMail, verifyEmailMail } from './templates.ts';
