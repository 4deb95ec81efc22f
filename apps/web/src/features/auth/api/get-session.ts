import { queryOptions } from '@tanstack/react-query';
import { SESSION_URL, api } from '../../../lib/api-client';
import { authKeys } from './keys';

export interface Session {
  isAuthenticated: boolean;
}

/** GET /api/session/: whether a session exists; also sets the csrftoken cookie. */
export const getSession = (): Promise<Session> => api.get<Session>(SESSION_URL);

export const sessionQueryOptions = () => queryOptions({ queryKey: authKeys.session(), queryFn: getSession });
