import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import { getUserQueryOptions } from './get-user';
import { getUsersQueryOptions } from './get-users';

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
      queryClient.setQueryData(getUsersQueryOptions().queryKey, (list) =>
        list?.filter((user) => user._id !== id),
      );
      queryClient.removeQueries({ queryKey: getUserQueryOptions(id).queryKey });
    },
  });
}
