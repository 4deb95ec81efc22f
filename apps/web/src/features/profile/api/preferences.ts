import type { PreferencesAnswer, PreferencesInput } from '@tandem/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/preferences/: what the candidate looks for (none stated until saved). */
export const usePreferences = () =>
  useQuery({ queryKey: profileKeys.preferences(), queryFn: () => api.get<PreferencesAnswer>('/api/preferences/') });

/** PUT /api/preferences/: the whole section; scores change with it, so every job list is read again. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput) => api.put<PreferencesAnswer>('/api/preferences/', input),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.preferences(), saved);
      void client.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
