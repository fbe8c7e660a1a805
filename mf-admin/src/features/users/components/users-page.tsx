import { useState } from 'react';
import { ConfirmDialog, ErrorBox, Spinner, SuccessBox, toast, useSession } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import { errorText } from '../api/error-text';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useFlashMessage } from './use-flash-message';
import { UsersSearch } from './users-search';
import { UsersTable } from './users-table';
import styles from './users.module.css';

const deletedNoticeMs = 3000;

export function UsersPage() {
  const { user: me } = useSession();
  const { users, setUsers, loading, error } = useUsers();
  const { update, pendingId } = useUpdateUser();
  const { remove, deleting } = useDeleteUser();
  const deleted = useFlashMessage(deletedNoticeMs);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const needle = search.trim().toLowerCase();
  const shown = users.filter((user) => user.username.toLowerCase().includes(needle));

  const toggleAdmin = async (user: User) => {
    setFailure(null);
    try {
      const saved = await update(user._id, { isAdmin: !user.isAdmin });
      setUsers((list) => list.map((item) => (item._id === saved._id ? saved : item)));
      toast.success('User updated successfully!');
    } catch (e) {
      setFailure(errorText(e, `Failed to update user with ID ${user._id}`));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    setFailure(null);
    try {
      await remove(id);
      setUsers((list) => list.filter((item) => item._id !== id));
      deleted.show('User deleted successfully!');
    } catch (e) {
      setFailure(errorText(e, `Failed to delete user with ID ${id}`));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Users</h1>
      <UsersSearch value={search} onChange={setSearch} />
      <SuccessBox text={deleted.message} />
      <ErrorBox text={failure} />
      {loading ? (
        <Spinner label="Loading users..." />
      ) : error ? (
        <ErrorBox text={error} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>No users found.</p>
      ) : (
        <UsersTable
          users={shown}
          currentUserId={me?._id}
          pendingId={pendingId}
          onToggleAdmin={(user) => void toggleAdmin(user)}
          onDelete={setToDelete}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete User"
        message={`Are you sure you want to delete ${toDelete?.username ?? 'this user'}?`}
        confirmLabel="Delete"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
