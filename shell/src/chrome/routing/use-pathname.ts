import { useSyncExternalStore } from 'react';

// single-spa turns every pushState/replaceState into a popstate and fires its own event once apps have changed.
const routingEvents = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of routingEvents) window.addEventListener(name, onChange);
  return () => {
    for (const name of routingEvents) window.removeEventListener(name, onChange);
  };
}

const currentPathname = () => window.location.pathname;

/** The page a server is drawing (server/first-screen.tsx); the browser reads its own location. */
let drawnPathname = '/';

export function drawAt(pathname: string): void {
  drawnPathname = pathname;
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, () => drawnPathname);
}
