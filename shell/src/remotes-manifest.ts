import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppName } from './app-names';
import { ownerOf } from './routes-ownership';

let remotesRegistered: Promise<void> | undefined;

async function registerFromManifest(): Promise<void> {
  // The server marks it `no-cache`: every load revalidates it, so a deploy of a remote shows at once.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  const entries = (await response.json()) as Record<string, string>;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Reads `/remotes.json` and registers every remote, once per page. */
export function remotesReady(): Promise<void> {
  remotesRegistered ??= registerFromManifest();
  return remotesRegistered;
}

/** A microfrontend may expose `./prefetch`: what a path's screen fetches first, started early. */
interface PrefetchModule {
  prefetch?: (pathname: string, search: string) => void;
}

/** The microfrontends that expose `./prefetch`: the public pages a first visit lands on. */
const prefetching = new Set<AppName>(['mf_storefront']);

/**
 * Started by the entry, before the shell's own chunks arrive: the remotes manifest, then the
 * current page's microfrontend (its manifest, remote entry and the chunks its `./app` needs at
 * once) and, where it offers one, its `./prefetch`, so the code and the page's first data
 * download beside the shell instead of after it has rendered. A page drawn by the server brought
 * its first data along (gateway/README.md, "First screen"): nothing to prefetch. A failure here
 * is left to the loader, which reports it and shows the fallback.
 */
export function preloadCurrentRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const owner = ownerOf(pathname);
  const dataAlongside = document.getElementById('glow-first-screen-state') !== null;
  remotesReady()
    .then(() =>
      Promise.all([
        preloadRemote([{ nameOrAlias: owner, exposes: ['./app'], resourceCategory: 'sync' }]),
        prefetching.has(owner) &&
          !dataAlongside &&
          loadRemote<PrefetchModule>(`${owner}/prefetch`).then((module) =>
            module?.prefetch?.(pathname, search),
          ),
      ]),
    )
    .catch(() => undefined);
}
