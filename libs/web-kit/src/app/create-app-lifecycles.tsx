import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RootFallback } from '../root-fallback/root-fallback';

/**
 * A microfrontend's single-spa lifecycles: `rootComponent` in its own React root inside the slot
 * the shell passes as `domElement`; a render error shows the root fallback in that slot only.
 */
export function createAppLifecycles(
  rootComponent: ComponentType<AppProps>,
): Required<Pick<LifeCycles, 'bootstrap' | 'mount' | 'unmount'>> {
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => <RootFallback />,
  });
  return { bootstrap, mount, unmount };
}
