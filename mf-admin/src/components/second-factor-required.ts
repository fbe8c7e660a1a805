import { useContext, useEffect, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { ApiError } from '@glow/web-kit';

/** The kit's answer to an admin signed in without the second factor where admins must have it. */
export function isSecondFactorRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { code?: unknown } | undefined)?.code === 'mfa_required'
  );
}

/**
 * Whether any admin call (query or mutation) has answered `mfa_required` since the admin app
 * opened: every admin screen would fail the same way, so the layout says what to do instead.
 */
export function useSecondFactorRequired(): boolean {
  const queryClient = useContext(QueryClientContext);
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (!queryClient) return;
    const seen = (action: { type: string; error?: unknown }) => {
      if (action.type === 'error' && isSecondFactorRequired(action.error)) setRequired(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') seen(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') seen(event.action);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return required;
}
