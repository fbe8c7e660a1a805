import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox, Spinner, SuccessBox, errorText, useDocumentTitle, useSession } from '@glow/web-kit';
import { useUser } from '../api/get-user';
import { useUpdateUser, type UserChanges } from '../api/update-user';
import { UserForm } from './user-form';
import styles from './user-edit.module.css';

const saveFailure = 'Failed to update user. Please try again.';

export function UserEditPage() {
  useDocumentTitle('Edit User');
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const { data: user, isPending: loading, isError: failed } = useUser(id);
  const updateUser = useUpdateUser();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const save = (changes: UserChanges) => {
    setResult(null);
    updateUser.mutate(
      { id, changes, defaultMessage: saveFailure },
      {
        onSuccess: () => setResult({ ok: true, text: 'User updated successfully!' }),
        onError: (e) => setResult({ ok: false, text: errorText(e, saveFailure) }),
      },
    );
  };

  return (
    <section className={styles.page}>
      <Link className={styles.back} to="/admin/users">
        Back to Users
      </Link>
      <h1 className={styles.title}>Edit User</h1>
      {result && (result.ok ? <SuccessBox text={result.text} /> : <ErrorBox text={result.text} />)}
      {loading ? (
        <Spinner label="Loading user..." />
      ) : failed || !user ? (
        <ErrorBox text="Failed to fetch user data." />
      ) : (
        <UserForm
          key={user._id}
          user={user}
          isSelf={user._id === me?._id}
          saving={updateUser.isPending}
          onSave={save}
        />
      )}
    </section>
  );
}
