import { useEffect, type ReactNode } from 'react';
import { navigate } from '../navigation/navigate';
import { Spinner } from '../ui/spinner';
import { useSession } from './use-session';

/** Shows its children to an admin; an anonymous visitor goes to /login, anyone else to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const target = loading || user?.isAdmin ? null : user ? '/' : '/login';

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);

  if (loading) return <Spinner />;
  return target ? null : <>{children}</>;
}
