import { useEffect, useRef, type ReactNode } from 'react';
import { navigate } from '../navigation/navigate';
import { toast } from '../toast/toast-store';
import { Spinner } from '../ui/spinner';
import { useSession } from './use-session';

export const mustLogInMessage = 'You must be logged in to access this page.';

/**
 * Shows its children to a signed-in user; sends anyone else to /login. The spec's message is for an
 * access attempt only: a user who signs out (or is signed out) while on the page goes there silently.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const redirected = useRef(false);
  const shownToUser = useRef(false);
  const anonymous = !loading && !user;

  useEffect(() => {
    if (!anonymous) {
      redirected.current = false;
      shownToUser.current = !loading;
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    if (!shownToUser.current) toast.error(mustLogInMessage);
    navigate('/login', { replace: true });
  }, [anonymous, loading]);

  if (loading) return <Spinner />;
  return user ? <>{children}</> : null;
}
