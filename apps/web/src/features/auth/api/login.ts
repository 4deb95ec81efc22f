import type { LoginInput } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuthResponse } from '../types';

/** POST /api/login/: 200 with the user (and the session cookies), 401, or 429 with Retry-After. */
export const login = (input: LoginInput): Promise<AuthResponse> =>
  api.post<AuthResponse>('/api/login/', input);

export const useLogin = () => useMutation({ mutationFn: login });
