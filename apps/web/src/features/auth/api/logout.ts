import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';

/** POST /api/logout/: 204 and the cookies cleared. */
export const logout = (): Promise<void> => api.post<void>('/api/logout/');

/** Logs out, forgets every cached answer and goes to /login; on failure the user stays (docs/product.md section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      // A silent failure in docs/product.md section 8: logged, no message.
      console.error('Logout failed', error);
    },
  });
}
