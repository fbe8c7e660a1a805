import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/**
 * Without the resolver rule Chromium still looks up Google hosts. Playwright gives
 * every launch a fresh temporary user-data-dir of its own (and refuses `--user-data-dir` in `args`).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium driven by playwright-core; no browser is ever downloaded. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's package (\`apt-get install -y chromium\`; .ci/run does it).`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
