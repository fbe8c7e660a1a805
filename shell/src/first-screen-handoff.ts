import { getAppStatus, LOAD_ERROR, MOUNTED, SKIP_BECAUSE_BROKEN } from 'single-spa';
import { ownerOf } from './routes-ownership';

/** Past this, the app's own screen (its spinner or error) shows even if the page's app never settled. */
const longestWaitMs = 20_000;

const settled = new Set<string | null>([MOUNTED, LOAD_ERROR, SKIP_BECAUSE_BROKEN]);

/**
 * A page the server drew (gateway/src/first-screen.ts) shows that screen, inert, while the shell's
 * own root renders hidden beside it; once single-spa has mounted the page's app (or given up on
 * it), the drawn screen goes and the live one shows in its place, drawn from the same answers.
 */
export function handOffFirstScreen(root: HTMLElement): void {
  const drawn = document.getElementById('glow-first-screen');
  if (!drawn) return;
  const handOff = () => {
    window.removeEventListener('single-spa:routing-event', onRouted);
    clearTimeout(timer);
    drawn.remove();
    document.getElementById('glow-first-screen-state')?.remove();
    root.hidden = false;
  };
  const onRouted = () => {
    if (settled.has(getAppStatus(ownerOf(window.location.pathname)))) handOff();
  };
  const timer = setTimeout(handOff, longestWaitMs);
  window.addEventListener('single-spa:routing-event', onRouted);
}
