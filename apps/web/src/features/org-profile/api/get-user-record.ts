import type { UserAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/users/{id}/: the signed-in user's whole record (phone, address, photo). */
export const getUserRecord = (id: number): Promise<UserAnswer> => api.get<UserAnswer>(`/api/users/${id}/`);

export const userRecordQueryOptions = (id: number) =>
  queryOptions({ queryKey: resourceKeys.user(id), queryFn: () => getUserRecord(id) });

export const useUserRecord = (id: number | undefined) =>
  useQuery({ ...userRecordQueryOptions(id ?? 0), enabled: id !== undefined });
