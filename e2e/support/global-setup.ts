import { rmSync } from 'node:fs';
import { artifactsDir } from './paths';
import { startRatesUpstream } from './rates-upstream';
import { keepRunning } from './running-stack';
import { startStack } from './stack';
import { publishStack, publishStackFailure } from './stack-info';

/** One embedded stack for every browser test file: its first start (initdb) alone costs 4-8 s. */
export default async function globalSetup(): Promise<void> {
  // Screenshots and the log then always belong to the latest run.
  rmSync(artifactsDir, { recursive: true, force: true });
  const upstream = await startRatesUpstream();
  try {
    // Every test calls from 127.0.0.1: the per-address limits (the gateway's general one, sign-ups,
    // contact and newsletter mails) are out of the way; tests that prove a limit start their own.
    const stack = await startStack({
      env: {
        EXCHANGE_RATES_URL: upstream.url,
        RATE_LIMIT_PER_MINUTE: '100000',
        REGISTER_RATE_LIMIT_PER_IP: '10000',
        // Browsers sign in through the login API (the refresh cookie is the session), the seeded
        // admin dozens of times a run, and every signed-in page load refreshes.
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
        REFRESH_RATE_LIMIT_PER_IP: '100000',
        CONTACT_RATE_LIMIT_PER_IP: '10000',
        NEWSLETTER_RATE_LIMIT_PER_IP: '10000',
        // Every browser shops from 127.0.0.1: one network address for the cap on units held unpaid.
        ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: '1000000',
        // A test expires an order by moving its window back (expireOrder): the job then sees it at once.
        ORDER_EXPIRY_INTERVAL_MS: '1000',
        // A busy test machine must not turn a landing page into the plain app shell (past 0.8 s the
        // gateway stops waiting for its first screen): every test sees the same, drawn pages.
        FIRST_SCREEN_TIMEOUT_MS: '30000',
        // Each test sees the catalogue as it is now, not a page drawn for another test a moment ago.
        FIRST_SCREEN_CACHE_MS: '0',
      },
    });
    keepRunning({ stack, upstream });
    publishStack(stack);
  } catch (error) {
    await upstream.stop();
    publishStackFailure(error);
  }
}
