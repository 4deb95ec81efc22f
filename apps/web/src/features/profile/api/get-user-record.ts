import type { UserAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/users/{id}/: name, title, photo, contact, address and the profile record's id. */
export const getUserRecord = (userId: number): Promise<UserAnswer> =>
  api.get<UserAnswer>(`/api/users/${userId}/`);

export const userRecordQueryOptions = (userId: number) =>
  queryOptions({ queryKey: resourceKeys.user(userId), queryFn: () => getUserRecord(userId) });

export const useUserRecord = (userId: number | undefined) =>
  useQuery({ ...userRecordQueryOptions(userId ?? 0), enabled: userId !== undefined });
