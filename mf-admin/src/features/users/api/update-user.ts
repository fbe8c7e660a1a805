import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { getUserQueryOptions } from './get-user';
import { userPagesKey, type UserPage } from './get-users';

export type UserChanges = Partial<Pick<User, 'username' | 'email' | 'isAdmin'>>;

export interface UpdateUserInput {
  id: string;
  changes: UserChanges;
  defaultMessage?: string;
}

export const updateUser = ({
  id,
  changes,
  defaultMessage = `Failed to update user with ID ${id}`,
}: UpdateUserInput) => api.put<User>(`/users/${encodeURIComponent(id)}`, changes, { defaultMessage });

/** Saves a user; the list and the user's own entry show the saved version without a refetch. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      queryClient.setQueriesData<UserPage>(
        { queryKey: userPagesKey },
        (page) =>
          page && { ...page, items: page.items.map((user) => (user._id === saved._id ? saved : user)) },
      );
      queryClient.setQueryData(getUserQueryOptions(saved._id).queryKey, saved);
    },
  });
}
