import React, { type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { renderFirst } from '../first-screen/first-screen';
import { queryClient } from '../query/query-client';
import { RootFallback } from '../root-fallback/root-fallback';

/**
 * Each app is its own React root on one page: without a prefix of its own, `useId` would hand out
 * the same ids in the shell and in every app (a label pointing into another app's field). The
 * slot's id (`glow-app-mf_admin`) names the root's ids.
 */
const rootsNamedBySlot: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot: (container, options) => {
    const root = ReactDOMClient.createRoot(container, {
      ...options,
      identifierPrefix: `${(container as Element).id || 'glow-app'}-`,
    });
    const render = root.render.bind(root);
    root.render = (children) => renderFirst(() => render(children));
    return root;
  },
};

/**
 * A microfrontend's single-spa lifecycles: `rootComponent` in its own React root inside the slot
 * the shell passes as `domElement`, under the page's one `QueryClient` (React context does not
 * cross roots, so each app provides it); a render error shows the root fallback in that slot only.
 */
export function createAppLifecycles(
  rootComponent: ComponentType<AppProps>,
): Required<Pick<LifeCycles, 'bootstrap' | 'mount' | 'unmount'>> {
  const Root = (props: AppProps) => (
    <QueryClientProvider client={queryClient}>
      {React.createElement(rootComponent, props)}
    </QueryClientProvider>
  );
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient: rootsNamedBySlot,
    rootComponent: Root,
    errorBoundary: () => <RootFallback />,
  });
  return { bootstrap, mount, unmount };
}
