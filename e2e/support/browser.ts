import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import chromiumSettings from '../../infra/dev/chromium.json';

/**
 * Debian's Chromium and its flags, shared with the bundle budget's first-visit measurement
 * (infra/dev/chromium.json). Without the resolver rule Chromium still looks up Google hosts.
 * Playwright gives every launch a fresh temporary user-data-dir of its own.
 */
export const chromiumPath: string = chromiumSettings.executablePath;
export const chromiumArgs: string[] = chromiumSettings.args;

/** Debian's Chromium driven by playwright-core; no browser is ever downloaded. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's package (\`apt-get install -y chromium\`; .ci/run does it).`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
