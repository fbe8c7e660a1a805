import { startTransition } from 'react';

/** The server-drawn first screen of a landing page (gateway/src/first-screen.ts), while it stands in. */
export function firstScreenShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('glow-first-screen') !== null;
}

/**
 * Renders a root's first content. Behind a server-drawn first screen nobody sees the root yet, so
 * React renders it in slices (a transition) and the phone's main thread stays free for the taps
 * and scrolls on the drawn screen; otherwise it renders at once, as the shopper waits for it.
 */
export function renderFirst(render: () => void): void {
  if (firstScreenShown()) startTransition(render);
  else render();
}
