import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import { getUserQueryOptions } from './get-user';
import { userPagesKey, type UserPage } from './get-users';

export const deleteUser = (id: string) =>
  api.delete<{ message: string }>(`/users/${encodeURIComponent(id)}`, {
    defaultMessage: `Failed to delete user with ID ${id}`,
  });

/** Deletes a user; the list drops them without a refetch. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<UserPage>({ queryKey: userPagesKey }, (page) =>
        page?.items.some((user) => user._id === id)
          ? { ...page, items: page.items.filter((user) => user._id !== id), total: page.total - 1 }
          : page,
      );
      queryClient.removeQueries({ queryKey: getUserQueryOptions(id).queryKey });
    },
  });
}
