import { useEffect, useRef, type ReactNode } from 'react';
import { navigate } from '../navigation/navigate';
import { toast } from '../toast/toast-store';
import { Spinner } from '../ui/spinner';
import { useSession } from './use-session';

export const mustLogInMessage = 'You must be logged in to access this page.';

/** Shows its children to a signed-in user; sends anyone else to /login with the spec's message. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const redirected = useRef(false);
  const anonymous = !loading && !user;

  useEffect(() => {
    if (!anonymous) {
      redirected.current = false;
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    toast.error(mustLogInMessage);
    navigate('/login', { replace: true });
  }, [anonymous]);

  if (loading) return <Spinner />;
  return user ? <>{children}</> : null;
}
