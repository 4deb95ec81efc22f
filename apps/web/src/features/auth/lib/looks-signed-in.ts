import { hasCookie } from '../../../lib/cookies';

/**
 * Whether the browser holds the cookies a login sets for the page (`id`, `role`): a guess, made without asking the
 * server, that a session exists. The server's answer still decides.
 */
export const looksSignedIn = (): boolean => hasCookie('role') || hasCookie('id');
