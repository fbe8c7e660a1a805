import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { AppName } from './app-names';
import { markLoading } from './app-status';
import { fallbackApp, guardedApp, type SlotProps } from './fallback-app';
import { remotesReady } from './remotes-manifest';

/** A remote that has not answered by then is treated as down; its slot shows the fallback. */
const loadTimeoutMs = 20_000;

function report(name: string, error: unknown): void {
  // Operators need to see which microfrontend failed; the visitor sees the fallback in its slot.
  // eslint-disable-next-line no-console
  console.warn(`Glow: the ${name} microfrontend failed`, error);
}

/** Any failure inside the federation runtime (manifest, remoteEntry, chunk) resolves to the fallback app. */
const fallbackOnError: ModuleFederationRuntimePlugin = {
  name: 'glow-remote-fallback',
  errorLoadRemote: async ({ id, error, lifecycle }) => {
    // Only an app stands in for an app; an optional module such as `./prefetch` just fails.
    if (lifecycle !== 'onLoad' || !id.endsWith('/app')) return undefined;
    report(id, error);
    return fallbackApp();
  },
};

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms));
}

async function loadLifecycles(name: AppName): Promise<LifeCycles<SlotProps>> {
  await remotesReady();
  const app = await loadRemote<LifeCycles<SlotProps>>(`${name}/app`);
  if (!app?.mount) throw new Error(`${name}/app does not export single-spa lifecycles`);
  return app;
}

/** single-spa's loading function: the remote's lifecycles, or the fallback when it cannot be had. */
export async function loadApp(name: AppName): Promise<LifeCycles<SlotProps>> {
  markLoading(name, true);
  try {
    const app = await Promise.race([loadLifecycles(name), timeout(loadTimeoutMs)]);
    return guardedApp(app, (error) => report(name, error));
  } catch (error) {
    report(name, error);
    return fallbackApp();
  } finally {
    markLoading(name, false);
  }
}

registerPlugins([fallbackOnError]);
