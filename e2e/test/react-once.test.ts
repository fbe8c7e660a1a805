import type { Page } from 'playwright-core';
import { pageUrl, useBrowser } from '../support';

const browser = useBrowser();

interface HookReport {
  renderers: string[];
  rootsByRenderer: number[];
}

/**
 * Stands in for the React DevTools hook before any script runs: every copy of React DOM on the page
 * registers itself here once, and reports each root it commits.
 */
function installDevtoolsHook(): void {
  const renderers: string[] = [];
  const roots = new Map<unknown, number>();
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject(renderer: { version?: string; reconcilerVersion?: string }) {
        renderers.push(renderer.version ?? renderer.reconcilerVersion ?? 'unknown');
        return renderers.length;
      },
      onCommitFiberRoot(rendererId: number, root: unknown) {
        if (!roots.has(root)) roots.set(root, rendererId);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
      checkDCE() {},
    },
    glowHookReport: (): HookReport => ({ renderers: [...renderers], rootsByRenderer: [...roots.values()] }),
  });
}

const report = (page: Page) =>
  page.evaluate(() => (window as unknown as { glowHookReport: () => HookReport }).glowHookReport());

/** The marker only React DOM's client bundle carries (it registers with the DevTools hook). */
const reactDomMarker = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

describe('shared React', () => {
  it(
    'when the shell and three microfrontends have rendered, then one React DOM served every root',
    browser.test(async ({ open }) => {
      const { page } = await open();
      await page.addInitScript(installDevtoolsHook);
      const scripts: Array<Promise<{ url: string; hasReactDom: boolean }>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response
            .text()
            .then((text) => ({ url: response.url(), hasReactDom: text.includes(reactDomMarker) })),
        );
      });

      await page.goto(pageUrl('/about'));
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      // Checkout mounts, finds no user and hands over to the storefront's /login; admin does the same.
      await page.evaluate(() => window.history.pushState(null, '', '/cart-checkout'));
      await page.waitForURL(pageUrl('/login'));
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.evaluate(() => window.history.pushState(null, '', '/admin'));
      await page.waitForURL(pageUrl('/login'));
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

      const { renderers, rootsByRenderer } = await report(page);
      expect(renderers).toHaveLength(1);
      expect(renderers[0]).toMatch(/^19\./);
      // The shell's chrome, the storefront, checkout and admin: four roots, all on renderer 1.
      expect(rootsByRenderer.length).toBeGreaterThanOrEqual(4);
      expect(new Set(rootsByRenderer)).toEqual(new Set([1]));

      const loaded = await Promise.all(scripts);
      const remotes = loaded.filter(({ url }) => new URL(url).pathname.startsWith('/mf/'));
      for (const app of ['storefront', 'checkout', 'admin'])
        expect(remotes.some(({ url }) => url.includes(`/mf/${app}/`))).toBe(true);
      expect(remotes.filter(({ hasReactDom }) => hasReactDom)).toEqual([]);
      expect(loaded.filter(({ hasReactDom }) => hasReactDom).length).toBeGreaterThan(0);
    }),
  );
});
