import type { Page, SmallbizProfileAnswer, SmallbizProfileInput } from '@tandem/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgProfileKeys } from './keys';

/**
 * GET /api/smallbiz-profile/: your company's overview as a list of at most one, or null when none exists yet. The
 * list answers 200 either way, where asking by company id answered a 404 (logged in the console) for every new
 * organisation.
 */
export async function getSmallbizProfile(companyId: number): Promise<SmallbizProfileAnswer | null> {
  const page = await api.get<Page<SmallbizProfileAnswer>>('/api/smallbiz-profile/');
  return page.results.find((profile) => profile.company === companyId) ?? null;
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
