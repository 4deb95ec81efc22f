import type { Role } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuthResponse } from '../types';

export interface GoogleLoginInput {
  /** The credential (ID token) Google Identity Services handed to the page. */
  token: string;
  /** Only on organisation signup; the server creates a candidate when none is given. */
  role?: Role;
}

/** POST /api/googlelogin/: 200 `{ user }`; 503 when Google sign-in is not configured. */
export const googleLogin = (input: GoogleLoginInput): Promise<{ user?: AuthResponse }> =>
  api.post<{ user?: AuthResponse }>('/api/googlelogin/', input);

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
