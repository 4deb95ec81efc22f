import type { UserAnswer, UserPatchInput } from '@tandem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import type { AuthUser } from '../../auth';
import { resourceKeys } from '../../../lib/query-keys';

/** PATCH /api/users/{id}/ with JSON: name, title, phone_number, address. */
export const updateUser = (userId: number, changes: UserPatchInput): Promise<UserAnswer> =>
  api.patch<UserAnswer>(`/api/users/${userId}/`, changes);

/** PATCH /api/users/{id}/ as multipart with a new `profile_picture` (the cropped JPEG). */
export function uploadProfilePicture(userId: number, picture: Blob): Promise<UserAnswer> {
  const form = new FormData();
  form.append('profile_picture', picture, 'profile-picture.jpg');
  return api.patch<UserAnswer>(`/api/users/${userId}/`, form);
}

export function useUploadProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: Blob) => uploadProfilePicture(userId, picture),
    onSuccess: (user) => {
      queryClient.setQueryData(resourceKeys.user(userId), user);
      // The top bar's avatar reads the signed-in user: show the new photo there at once.
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (current) =>
        current ? { ...current, profile_picture: user.profile_picture } : current,
      );
    },
  });
}
