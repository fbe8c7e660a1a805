import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { artifactsDir } from './paths';
import { stackUnderTest } from './stack-info';
import { newPage, type NewPageOptions, type TestPage } from './test-page';

export interface BrowserTestOptions {
  /** Console errors this test provokes on purpose; any other one fails it. */
  allowErrors?: RegExp[];
}

export interface BrowserTools {
  /** A page in a fresh context; closed after the test, screenshotted when the test fails. */
  open(options?: NewPageOptions): Promise<TestPage>;
}

function fileSafe(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

async function screenshotAll(pages: TestPage[]): Promise<void> {
  const { currentTestName, testPath } = expect.getState();
  const name = fileSafe(`${path.basename(testPath ?? 'e2e', '.test.ts')}-${currentTestName ?? 'test'}`);
  mkdirSync(artifactsDir, { recursive: true });
  let index = 0;
  for (const { context } of pages) {
    for (const page of context.pages()) {
      index += 1;
      const file = path.join(artifactsDir, `${name}-${index}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
    }
  }
}

function unexpectedErrors(pages: TestPage[], allowed: RegExp[]): string[] {
  return pages
    .flatMap(({ errors }) => errors)
    .filter((error) => !allowed.some((pattern) => pattern.test(error)));
}

/**
 * One Chromium for the test file (launched in beforeAll). `test(fn)` gives `fn` fresh pages, then fails
 * the test on any console or page error, screenshots every open page into e2e/artifacts/ when the test
 * failed, and closes the contexts.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    stackUnderTest();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  function test(fn: (tools: BrowserTools) => Promise<void>, options: BrowserTestOptions = {}) {
    return async () => {
      if (!browser)
        throw new Error('No browser: the stack or Chromium did not start (see the beforeAll error)');
      const running = browser;
      const opened: TestPage[] = [];
      const open = async (pageOptions?: NewPageOptions) => {
        const testPage = await newPage(running, pageOptions);
        opened.push(testPage);
        return testPage;
      };
      try {
        await fn({ open });
        expect(unexpectedErrors(opened, options.allowErrors ?? [])).toEqual([]);
      } catch (error) {
        await screenshotAll(opened);
        throw error;
      } finally {
        await Promise.all(opened.map(({ context }) => context.close().catch(() => undefined)));
      }
    };
  }

  return { test };
}
