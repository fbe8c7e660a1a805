import { useState } from 'react';
import {
  ConfirmDialog,
  ErrorBox,
  Pagination,
  Spinner,
  SuccessBox,
  errorText,
  toast,
  useDocumentTitle,
  useSession,
} from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { useDeleteUser } from '../api/delete-user';
import { usersFailure, useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useFlashMessage } from './use-flash-message';
import { useUserFilters } from './use-user-filters';
import { UsersSearch } from './users-search';
import { UsersTable } from './users-table';
import styles from './users.module.css';

const deletedNoticeMs = 3000;

export function UsersPage() {
  useDocumentTitle('Users');
  const { user: me } = useSession();
  const { filters, change } = useUserFilters();
  const usersQuery = useUsers(filters);
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const deleted = useFlashMessage(deletedNoticeMs);
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const shown = usersQuery.data?.items ?? [];
  const pendingId = updateUser.isPending ? updateUser.variables.id : null;

  const toggleAdmin = (user: User) => {
    setFailure(null);
    updateUser.mutate(
      { id: user._id, changes: { isAdmin: !user.isAdmin } },
      {
        onSuccess: () => toast.success('User updated successfully!'),
        onError: (e) => setFailure(errorText(e, `Failed to update user with ID ${user._id}`)),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    setFailure(null);
    deleteUser.mutate(id, {
      onSuccess: () => deleted.show('User deleted successfully!'),
      onError: (e) => setFailure(errorText(e, `Failed to delete user with ID ${id}`)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Users</h1>
      <UsersSearch value={filters.search} onSearch={(search) => change({ search })} />
      <SuccessBox text={deleted.message} />
      <ErrorBox text={failure} />
      {usersQuery.isPending ? (
        <Spinner label="Loading users..." />
      ) : usersQuery.isError ? (
        <ErrorBox text={errorText(usersQuery.error, usersFailure)} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>No users found.</p>
      ) : (
        <>
          <UsersTable
            users={shown}
            currentUserId={me?._id}
            pendingId={pendingId}
            onToggleAdmin={toggleAdmin}
            onDelete={setToDelete}
          />
          <Pagination
            page={usersQuery.data.page}
            totalPages={usersQuery.data.pages}
            onPageChange={(page) => change({ page })}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete User"
        message={`Are you sure you want to delete ${toDelete?.username ?? 'this user'}?`}
        confirmLabel="Delete"
        danger
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
