import { useCallback, useState } from 'react';
import { api } from '@glow/web-kit';

export const deleteUser = (id: string) =>
  api.delete<{ message: string }>(`/users/${encodeURIComponent(id)}`, {
    defaultMessage: `Failed to delete user with ID ${id}`,
  });

export function useDeleteUser() {
  const [deleting, setDeleting] = useState(false);
  const remove = useCallback(async (id: string) => {
    setDeleting(true);
    try {
      return await deleteUser(id);
    } finally {
      setDeleting(false);
    }
  }, []);
  return { remove, deleting };
}
