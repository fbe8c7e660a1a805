import { registerApplication, start } from 'single-spa';
import { appNames, slotId, type AppName } from './app-names';
import { loadApp } from './remotes';
import { ownerOf } from './routes-ownership';

let started = false;

function slotOf(name: AppName): HTMLElement {
  const slot = document.getElementById(slotId(name));
  if (!slot) throw new Error(`The layout has no slot for ${name}`);
  return slot;
}

/** Registers the three microfrontends once the layout has rendered their slots, then starts routing. */
export function startRootConfig(): void {
  if (started) return;
  started = true;
  for (const name of appNames)
    registerApplication({
      name,
      app: () => loadApp(name),
      activeWhen: (location) => ownerOf(location.pathname) === name,
      customProps: () => ({ domElement: slotOf(name) }),
    });
  start({ urlRerouteOnly: true });
}
