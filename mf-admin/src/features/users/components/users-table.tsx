import type { User } from '@glow/contracts';
import { AdminBadge } from './admin-badge';
import { UserActions, type UserActionsProps } from './user-actions';
import styles from './users.module.css';

export interface UsersTableProps extends Omit<UserActionsProps, 'user' | 'isSelf' | 'busy'> {
  users: User[];
  currentUserId: string | undefined;
  pendingId: string | null;
}

/** A table on wide screens; CSS turns each row into a card on narrow ones. */
export function UsersTable({ users, currentUserId, pendingId, ...handlers }: UsersTableProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id} className={styles.row}>
            <td data-label="Username">{user.username}</td>
            <td data-label="Email">{user.email}</td>
            <td data-label="Role">
              <AdminBadge isAdmin={user.isAdmin} />
            </td>
            <td data-label="Actions">
              <UserActions
                user={user}
                isSelf={user._id === currentUserId}
                busy={pendingId === user._id}
                {...handlers}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
