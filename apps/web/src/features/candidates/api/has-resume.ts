import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { HttpMethod } from '../../../lib/api-client';
import { candidateKeys } from './keys';

export const resumeUrl = (candidateId: number) => `/common/resume/${candidateId}/file/`;

/**
 * Whether an applicant has a résumé, asked with HEAD /common/resume/{id}/file/ so the PDF itself is not
 * downloaded (the server answers HEAD for every GET route). The api client names only the methods the app
 * writes with, so HEAD goes through its generic request.
 */
export async function hasResume(candidateId: number): Promise<boolean> {
  try {
    await api.request<void>('HEAD' as unknown as HttpMethod, resumeUrl(candidateId));
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}

export const useHasResume = (candidateId: number) =>
  useQuery({ queryKey: candidateKeys.resume(candidateId), queryFn: () => hasResume(candidateId), staleTime: 60_000 });
