import { Link } from 'react-router-dom';
import { Button } from '@glow/web-kit';
import type { User } from '@glow/contracts';
import styles from './users.module.css';

export interface UserActionsProps {
  user: User;
  isSelf: boolean;
  busy: boolean;
  onToggleAdmin: (user: User) => void;
  onDelete: (user: User) => void;
}

/** An admin cannot demote or delete themself, so those controls are off on their own row. */
export function UserActions({ user, isSelf, busy, onToggleAdmin, onDelete }: UserActionsProps) {
  return (
    <div className={styles.actions}>
      <Link className={styles.edit} to={`/admin/users/${user._id}`}>
        Edit
      </Link>
      <Button
        variant="secondary"
        aria-pressed={user.isAdmin}
        disabled={isSelf || busy}
        onClick={() => onToggleAdmin(user)}
      >
        Toggle Admin
      </Button>
      <Button variant="danger" disabled={isSelf || busy} onClick={() => onDelete(user)}>
        Delete
      </Button>
    </div>
  );
}
