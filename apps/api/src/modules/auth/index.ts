// The auth module's public face: other modules import from here, never from its files (eslint.config.js).
export { clearSignedInCookies } from './cookies.ts';
export { endSessions, endSessionsWith } from './end-sessions.ts';
export { hashToken } from './session-store.ts';
