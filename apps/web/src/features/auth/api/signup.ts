import type { SignupInput } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuthResponse } from '../types';

/** POST /api/signup/: 201 with the new user, signed in; 400 with field errors. Phone and address start empty. */
export const signup = (input: SignupInput): Promise<AuthResponse> =>
  api.post<AuthResponse>('/api/signup/', { ...input, phone_number: '', address: '' });

export const useSignup = () => useMutation({ mutationFn: signup });
