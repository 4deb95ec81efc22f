// The account module's public face: other modules import from here, never from its files (eslint.config.js).
export { accountRoutes } from './account.routes.ts';
export { privacyRoutes } from './privacy.routes.ts';
export { recoveryRoutes } from './recovery.routes.ts';
export { sendVerificationEmail } from './recovery.service.ts';
export { accountSweepPlugin } from './sweep.ts';
