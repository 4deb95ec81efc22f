import type { ProfileCompletionAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /api/users/dashboard/profile-completion/: a percentage and a checklist (label, done, link). */
export const getProfileCompletion = (): Promise<ProfileCompletionAnswer> =>
  api.get<ProfileCompletionAnswer>('/api/users/dashboard/profile-completion/');

export const profileCompletionQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.completion(), queryFn: getProfileCompletion, staleTime: 0 });

export const useProfileCompletion = () => useQuery(profileCompletionQueryOptions());
