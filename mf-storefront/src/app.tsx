import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RootFallback } from '@glow/web-kit';
import { AppRoutes } from './routes';

/** single-spa lifecycles; the shell passes the slot to mount into as `domElement`. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AppRoutes,
  errorBoundary: () => <RootFallback />,
});

export const { bootstrap, mount, unmount } = lifecycles;
