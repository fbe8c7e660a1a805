import { useCallback, useState } from 'react';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';

export type UserChanges = Partial<Pick<User, 'username' | 'email' | 'isAdmin'>>;

export const updateUser = (
  id: string,
  changes: UserChanges,
  defaultMessage = `Failed to update user with ID ${id}`,
) => api.put<User>(`/users/${encodeURIComponent(id)}`, changes, { defaultMessage });

/** `pendingId` is the user whose update is under way, so only that row's controls wait. */
export function useUpdateUser() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const update = useCallback(async (id: string, changes: UserChanges, defaultMessage?: string) => {
    setPendingId(id);
    try {
      return await updateUser(id, changes, defaultMessage);
    } finally {
      setPendingId(null);
    }
  }, []);
  return { update, pendingId };
}
