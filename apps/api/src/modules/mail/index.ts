// The mail module's public face: other modules import from here, never from its files (eslint.config.js).
export { sendDigests } from './digest.ts';
export { queueAccountDeletedMail, queueApplicationSentMail } from './receipts.ts';
export { queueMail } from './service.ts';
export { googleTakeoverMail, organisationVerifyMail, passwordResetMail, teamInviteMail, verifyEmailMail } from './templates.ts';
