import React, { type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { queryClient } from '../query/query-client';
import { RootFallback } from '../root-fallback/root-fallback';

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
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <RootFallback />,
  });
  return { bootstrap, mount, unmount };
}
