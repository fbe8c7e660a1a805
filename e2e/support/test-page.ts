import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';

export type Viewport = 'desktop' | 'mobile';

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors of every page in the context, popups included. */
  errors: string[];
}

export interface NewPageOptions {
  viewport?: Viewport;
}

function describe(message: ConsoleMessage): string {
  const where = message.location().url;
  return where ? `${message.text()} (${where})` : message.text();
}

function collectErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(describe(message));
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

/** A page in a fresh context (its own storage and cookies) at desktop (1280×800) or mobile (390×844) size. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ ...viewports[options.viewport ?? 'desktop'] });
  context.setDefaultTimeout(15_000);
  const errors: string[] = [];
  context.on('page', (page) => collectErrors(page, errors));
  const page = await context.newPage();
  return { page, context, errors };
}
