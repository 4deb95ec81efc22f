import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

export interface AuthConfig {
  /** Null when Google sign-in is not configured: the page then hides its button. */
  google_client_id: string | null;
}

export const getAuthConfig = (): Promise<AuthConfig> => api.get<AuthConfig>('/api/auth/config/');

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: getAuthConfig, staleTime: Infinity, retry: false });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
