import { navigateToUrl } from 'single-spa';

/**
 * Client-side navigation every app's router hears: single-spa turns history changes into
 * popstate events for all mounted applications.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else navigateToUrl(path);
}
