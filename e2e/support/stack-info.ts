import type { Stack } from './stack';

export type StackUnderTest = Pick<Stack, 'url' | 'dataDir' | 'adminEmail' | 'databaseUrl'>;

/** The Jest workers start after the global setup, so they inherit these variables. */
const variable = 'GLOW_E2E_STACK';
const failureVariable = 'GLOW_E2E_STACK_FAILURE';

export function publishStack(stack: Stack): void {
  const { url, dataDir, adminEmail, databaseUrl } = stack;
  process.env[variable] = JSON.stringify({ url, dataDir, adminEmail, databaseUrl });
}

/** A stack that would not start fails the browser tests only, not the other projects' run. */
export function publishStackFailure(error: unknown): void {
  process.env[failureVariable] = error instanceof Error ? error.message : String(error);
}

/** The stack the e2e project's global setup started for every browser test file. */
export function stackUnderTest(): StackUnderTest {
  const failure = process.env[failureVariable];
  if (failure) throw new Error(failure);
  const text = process.env[variable];
  if (!text) {
    throw new Error(
      'No stack to test: the browser tests run in the `e2e` Jest project, whose global setup starts ' +
        'the stack (`npx jest --selectProjects e2e`).',
    );
  }
  return JSON.parse(text) as StackUnderTest;
}

/**
 * Chromium's console line for a page whose document answered 404: an unknown path or product
 * (gateway/README.md, "Page status"). A test that opens one on purpose allows exactly that line.
 */
export function pageNotFoundAnswer(pathname: string): RegExp {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of 404 \\(Not Found\\) \\(https?://[^/]+${escaped}\\)$`);
}

/** An absolute address on the stack, e.g. `pageUrl('/about')`. */
export function pageUrl(pathname: string): string {
  return new URL(pathname, stackUnderTest().url).href;
}
