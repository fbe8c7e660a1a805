import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';

/**
 * The one TanStack Query cache of the page, shared by every microfrontend through the web-kit
 * singleton (each mounts it with `createAppLifecycles`). A failed call is not retried: the screens
 * show the error and the user decides, as before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * A page whose first screen the server drew carries the answers it was drawn from: the cache starts
 * with them, so the app's first render draws the same screen without asking again.
 */
function adoptFirstScreenAnswers(): void {
  const block = typeof document === 'undefined' ? null : document.getElementById('glow-first-screen-state');
  if (!block?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
  } catch {
    // Unreadable answers are only a missed head start: the screens ask the API themselves.
  }
}
adoptFirstScreenAnswers();

// Nothing one user loaded is shown to the next: the cache empties when the session ends.
let signedInUserId: string | null = null;
sessionStore.subscribe(() => {
  const { user, loading } = sessionStore.get();
  if (loading) return;
  const userId = user?._id ?? null;
  if (signedInUserId !== null && userId !== signedInUserId) queryClient.clear();
  signedInUserId = userId;
});
