import { yieldToMain } from './yield-to-main';
import { preloadCurrentRoute } from './remotes-manifest';

// The page's microfrontend downloads while the shell's own code does (see remotes-manifest.ts).
preloadCurrentRoute(window.location);
void startShell();

/**
 * Imported behind an async boundary, so Module Federation can settle the shared React before
 * anything imports it, and in two steps with the main thread handed back between them: React DOM's
 * evaluation, then the shell's. On a slow phone each is a task of its own instead of one of ~150 ms
 * that a tap on the drawn first screen would wait behind.
 */
async function startShell(): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
