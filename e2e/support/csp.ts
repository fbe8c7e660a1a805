import type { BrowserContext, Page } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    glowCspViolations?: CspViolation[];
  }
}

/**
 * Records every `securitypolicyviolation` of every document of the context (the payment window's
 * frame too), before any of the page's own scripts run.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.glowCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.glowCspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

/** The violations recorded so far in the page and its frames (see `recordCspViolations`). */
export async function cspViolationsIn(page: Page): Promise<CspViolation[]> {
  const perFrame = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => window.glowCspViolations ?? []).catch(() => [])),
  );
  return perFrame.flat();
}

/** Chromium's console line for a blocked load or inline code ("Refused to … Content Security Policy"). */
export const cspConsoleMessage = /Content Security Policy/i;
