import { SESSION_URL, api } from '../../../lib/api-client';

export interface Session {
  isAuthenticated: boolean;
}

/** GET /api/session/: whether a session exists; also sets the csrftoken cookie. */
export const getSession = (): Promise<Session> => api.get<Session>(SESSION_URL);
