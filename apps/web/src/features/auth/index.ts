// The auth feature's public surface for the app shell and other features.
export { useUser, userQueryOptions } from './api/get-user';
export { useLogout } from './api/logout';
export { AuthLayout } from './components/auth-layout';
export { authKeys } from './api/keys';
export { homePathFor } from './lib/redirect-by-role';
export { looksSignedIn } from './lib/looks-signed-in';
export { rememberUserName } from './lib/remember-name';
export { leaveOnLostSession } from './lib/session-lost';
export type { AuthUser } from './types';
export { OFFER_IMPORT_KEY } from './hooks/use-complete-sign-in';
