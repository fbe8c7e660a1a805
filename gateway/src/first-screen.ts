import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { within, type Logger } from '@glow/service-kit';
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import type { StaticMount } from './config';

/** What `within` answers when a drawing took longer than the timeout. */
const late = Symbol('late');

/** What a web app's server bundle (`dist-server/first-screen.js`) offers; see docs/architecture.md. */
interface AppServerBundle {
  renderFirstScreen(url: string, apiOrigin: string): Promise<DrawnScreen | undefined>;
}
interface DrawnScreen {
  html: string;
  state: unknown;
  /** The page's title; absent from an app that does not name its pages. */
  title?: string;
}
interface ShellServerBundle {
  renderPage(slotHtml: string, url: string, state?: unknown): string;
}

interface AppRenderer {
  bundle: AppServerBundle;
  /** The stylesheets its first screen needs (its exposed app's CSS), as URLs. */
  stylesheets: string[];
}

export interface FirstScreenOptions {
  /** The shell's build (`dist/`): index.html, with its server bundle beside it (`dist-server/`). */
  shellDir: string;
  /** The microfrontends' builds; those with a server bundle draw first screens. */
  mounts: readonly StaticMount[];
  /** Where the apps' server code asks the API (the catalog: first screens are catalogue pages). */
  apiOrigin: string;
  /** A first screen that takes longer is not waited for: the page goes out as the app shell. */
  timeoutMs: number;
  /** How long a drawn page is sent again as it is (0: drawn for every request). */
  cacheMs: number;
  logger: Logger;
}

/** Draws a page's first screen, or answers undefined: the caller then sends the plain index.html. */
export type FirstScreen = (url: string) => Promise<string | undefined>;

/** A build's server bundle sits beside its `dist/`, where no site serves it. */
const serverBundle = (dir: string) => path.join(dir, '..', 'dist-server', 'first-screen.js');

function loadBundle<T>(file: string): T | undefined {
  // A build without a server bundle (a development build, an app that draws nothing on a server).
  if (!existsSync(file)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build's output, found at run time
  return require(file) as T;
}

/** The CSS its `./app` loads at once, from the build's Module Federation manifest. */
function appStylesheets(mount: StaticMount): string[] {
  const manifest = JSON.parse(readFileSync(path.join(mount.dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  return (app?.assets.css.sync ?? []).map((file) => `${mount.prefix}/${file}`);
}

/** JSON inside a `<script>` element: `<` escaped, so no text in the data can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The document with a first screen in it: the stylesheets the markup needs (the shell's, which its
 * page only preloads, and the app's) block the first paint as they must; the shell's own root is
 * hidden, and the drawn screen stands in for it, inert and hidden from assistive technology (nothing
 * in it works before the code does; the live page is what a screen reader meets), until the page's
 * app has mounted (shell/src/first-screen-handoff.ts). The query state goes along
 * as a data block (not a script: the page's policy runs none inline). Each piece goes in through
 * a function: `replace` reads `$&`, `$'`, `$$` and a dollar-backtick in a replacement string as
 * patterns, and the pieces hold what visitors typed (a shop search) and what the catalog holds.
 */
function composeDocument(template: string, page: string, screen: DrawnScreen, stylesheets: string[]): string {
  const shellStyles = [...template.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map(
    ([, href]) => href!,
  );
  const links = [...shellStyles, ...stylesheets]
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  const { title } = screen;
  const titled = title
    ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : template;
  return (
    titled
      // The page's code is no longer what the first paint waits for: its preloads yield the slow
      // link to the stylesheets and the largest picture.
      .replaceAll('<link rel="preload" as="script"', '<link rel="preload" as="script" fetchpriority="low"')
      .replace('</head>', () => `${links}</head>`)
      .replace(
        '<div id="glow-root"></div>',
        () =>
          `<div id="glow-root" hidden></div><div id="glow-first-screen" inert aria-hidden="true">${page}</div>` +
          `<script type="application/json" id="glow-first-screen-state">${scriptJson(screen.state)}</script>`,
      )
  );
}

/**
 * The server-drawn first screen: on a slow phone the shop's landing pages paint from
 * the HTML itself, seconds before the shell and the page's microfrontend have run. Each app whose
 * build has a server bundle is asked in turn; the first that draws the URL wins, and the shell's
 * bundle draws the chrome around it. Without the shell's bundle, or when no app draws the page,
 * fails or is late, the page is the plain app shell, as before.
 */
export function firstScreen(options: FirstScreenOptions): FirstScreen | undefined {
  const shell = loadBundle<ShellServerBundle>(serverBundle(options.shellDir));
  if (!shell) return undefined;
  const template = readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
  const apps: AppRenderer[] = options.mounts.flatMap((mount) => {
    const bundle = loadBundle<AppServerBundle>(serverBundle(mount.dir));
    return bundle ? [{ bundle, stylesheets: appStylesheets(mount) }] : [];
  });
  if (apps.length === 0) return undefined;

  const draw = async (url: string) => {
    for (const app of apps) {
      const screen = await app.bundle.renderFirstScreen(url, options.apiOrigin);
      if (screen)
        return composeDocument(
          template,
          shell.renderPage(screen.html, url, screen.state),
          screen,
          app.stylesheets,
        );
    }
    return undefined;
  };
  const drawSafely = async (url: string) => {
    try {
      return await draw(url);
    } catch (error) {
      options.logger.warn({ err: error, url }, 'first screen failed; page sent as the app shell');
      return undefined;
    }
  };
  // Every anonymous visitor of a URL gets the same drawing: for `cacheMs` it is drawn once (and
  // once for visitors arriving together), so a crowd costs the catalog and the CPU one drawing per
  // page, not one per visit. What was not drawn is not kept.
  const recent =
    options.cacheMs > 0
      ? new LRUCache<string, string>({
          ttl: options.cacheMs,
          // ~20 MB of drawn pages (a home page is ~110 KB of text) at most.
          maxSize: 20_000_000,
          sizeCalculation: (page) => page.length,
          fetchMethod: drawSafely,
        })
      : undefined;
  return async (url) => {
    const drawing = recent ? recent.fetch(url) : drawSafely(url);
    const page = await within<string | undefined | typeof late>(options.timeoutMs, drawing, late);
    if (page !== late) return page;
    options.logger.info(
      { url, timeoutMs: options.timeoutMs },
      'first screen not drawn in time; page sent as the app shell',
    );
    return undefined;
  };
}
