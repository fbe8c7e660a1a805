import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorText, session, toast } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { getProfileQueryOptions } from './get-profile';

export interface ProfileChanges {
  username: string;
  email: string;
  password?: string;
  confirmPassword?: string;
  /** Required by the server to change the email, the username or the password. */
  currentPassword?: string;
}

export const updateFailed = 'Failed to update profile. Please try again.';
export const updateSucceeded = 'Profile updated successfully!';

export const updateProfile = (changes: ProfileChanges) =>
  session.whileTokenChanges(
    api.put<{ user: User; token?: string }>('/users/profile', changes, { defaultMessage: updateFailed }),
  );

/** Saves the profile and keeps the session in step; a new token comes back when the password or email changed. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, token }) => {
      if (token) session.login(token, user);
      else session.update(user);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, user);
      toast.success(updateSucceeded);
    },
    onError: (error) => toast.error(errorText(error, updateFailed)),
  });
}
