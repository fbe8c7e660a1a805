import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { RootFallback } from '@glow/web-kit';

export interface SlotProps {
  domElement: HTMLElement;
}

type Lifecycle = LifeCycles<SlotProps>['mount'];
type Step = (props: SlotProps & AppProps) => Promise<unknown>;

function asStep(lifecycle: Lifecycle): Step {
  if (!Array.isArray(lifecycle)) return lifecycle;
  return async (props) => {
    for (const step of lifecycle) await step(props);
  };
}

/** Stands in for a microfrontend that failed: single-spa keeps routing, the slot shows the fallback. */
export function fallbackApp(): LifeCycles<SlotProps> {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      root = createRoot(domElement);
      root.render(<RootFallback />);
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}

/**
 * Wraps a loaded microfrontend so that a lifecycle that throws (a broken bootstrap or mount) swaps
 * it for the fallback in its own slot, instead of leaving a blank page.
 */
export function guardedApp(
  app: LifeCycles<SlotProps>,
  onFailure: (error: unknown) => void,
): LifeCycles<SlotProps> {
  let failed: LifeCycles<SlotProps> | undefined;
  const fail = async (error: unknown, props: SlotProps & AppProps) => {
    onFailure(error);
    await asStep(app.unmount)(props).catch(() => undefined);
    props.domElement.replaceChildren();
    failed = fallbackApp();
    await asStep(failed.mount)(props);
  };
  return {
    bootstrap: async (props) => {
      try {
        await asStep(app.bootstrap)(props);
      } catch (error) {
        onFailure(error);
        failed = fallbackApp();
      }
    },
    mount: async (props) => {
      if (failed) return asStep(failed.mount)(props);
      try {
        await asStep(app.mount)(props);
      } catch (error) {
        await fail(error, props);
      }
    },
    unmount: async (props) => {
      if (failed) return asStep(failed.unmount)(props);
      await asStep(app.unmount)(props);
    },
  };
}
