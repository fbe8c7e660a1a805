import { useState } from 'react';
import { api, session, toast } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export interface ProfileChanges {
  username: string;
  email: string;
  password?: string;
  confirmPassword?: string;
}

export const updateFailed = 'Failed to update profile. Please try again.';
export const updateSucceeded = 'Profile updated successfully!';

export const updateProfile = (changes: ProfileChanges) =>
  api.put<{ user: User; token?: string }>('/users/profile', changes, { defaultMessage: updateFailed });

/** Saves the profile and keeps the session in step; a new token comes back when the password changed. */
export function useUpdateProfile() {
  const [saving, setSaving] = useState(false);

  async function save(changes: ProfileChanges): Promise<User | undefined> {
    setSaving(true);
    try {
      const { user, token } = await updateProfile(changes);
      if (token) session.login(token, user);
      else session.update(user);
      toast.success(updateSucceeded);
      return user;
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message ? failure.message : updateFailed);
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
