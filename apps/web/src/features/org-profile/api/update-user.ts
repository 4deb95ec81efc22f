import type { UserAnswer, UserPatchInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import type { AuthUser } from '../../auth';
import { resourceKeys } from '../../../lib/query-keys';

export interface UserChanges {
  fields: UserPatchInput;
  /** A new, cropped profile photo: the request becomes multipart (docs/product.md section 7). */
  picture?: Blob | undefined;
}

/** PATCH /api/users/{id}/: JSON with the fields, or multipart with them and a new profile_picture. */
export function updateUser(id: number, { fields, picture }: UserChanges): Promise<UserAnswer> {
  if (!picture) return api.patch<UserAnswer>(`/api/users/${id}/`, fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('profile_picture', picture, 'profile.jpg');
  return api.patch<UserAnswer>(`/api/users/${id}/`, form);
}

export function useUpdateUser(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) =>
      id === undefined ? Promise.reject(new Error('User ID not found.')) : updateUser(id, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(resourceKeys.user(user.id), user);
      // The top bar's avatar and greeting read the signed-in user.
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (current) =>
        current
          ? { ...current, name: user.name, company: user.company, profile_picture: user.profile_picture }
          : current,
      );
    },
  });
}
