import { useSession } from '@glow/web-kit';
import { AppLink } from '../routing/app-link';
import { UserMenu } from './user-menu';

/** The user menu for a signed-in user, a Login link for a visitor, nothing while the session loads. */
export function AccountEntry({ loginClassName }: { loginClassName?: string }) {
  const { user, loading } = useSession();
  if (user) return <UserMenu user={user} />;
  if (loading) return null;
  return (
    <AppLink href="/login" className={loginClassName}>
      Login
    </AppLink>
  );
}
