import type { SmallbizProfileAnswer, SmallbizProfileInput } from '@tandem/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { orgProfileKeys } from './keys';

/** GET /api/smallbiz-profile/{companyId}/: the company overview, or null when none exists yet (404). */
export async function getSmallbizProfile(companyId: number): Promise<SmallbizProfileAnswer | null> {
  try {
    return await api.get<SmallbizProfileAnswer>(`/api/smallbiz-profile/${companyId}/`);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const smallbizProfileQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: orgProfileKeys.smallbiz(companyId), queryFn: () => getSmallbizProfile(companyId) });

export const useSmallbizProfile = (companyId: number | null | undefined) =>
  useQuery({ ...smallbizProfileQueryOptions(companyId ?? 0), enabled: companyId != null });

/** POST /api/smallbiz-profile/ the first time, PATCH /api/smallbiz-profile/{companyId}/ after. */
export const saveSmallbizProfile = ({
  companyId,
  exists,
  values,
}: {
  companyId: number;
  exists: boolean;
  values: SmallbizProfileInput;
}): Promise<SmallbizProfileAnswer> =>
  exists
    ? api.patch<SmallbizProfileAnswer>(`/api/smallbiz-profile/${companyId}/`, values)
    : api.post<SmallbizProfileAnswer>('/api/smallbiz-profile/', { ...values, company: companyId });

export function useSaveSmallbizProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmallbizProfile,
    onSuccess: (profile) => queryClient.setQueryData(orgProfileKeys.smallbiz(profile.company), profile),
  });
}
