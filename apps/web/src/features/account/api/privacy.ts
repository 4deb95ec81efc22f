import type { DeleteAccountInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';

/** Where 'Download my data' points: the browser saves the JSON attachment itself. */
export const EXPORT_URL = '/api/account/export/';
/** The same export as a zip, with the résumé file beside data.json. */
export const EXPORT_ARCHIVE_URL = '/api/account/export/archive/';

/** DELETE /api/account/: 204 and the cookies cleared; the page forgets every answer and goes to the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api.delete<void>('/api/account/', { body }),
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/landingpage', { replace: true });
    },
  });
}
