import type { User } from '@glow/contracts';
import type { BrowserContext } from 'playwright-core';

/**
 * Answers GET /api/users/profile in the browser with `user`, so a page with a stored token is signed in
 * while the stack has no profile endpoint yet (the identity issue adds it).
 */
export async function answerProfileAs(context: BrowserContext, user: User): Promise<void> {
  await context.route('**/api/users/profile', (route) => route.fulfill({ json: user }));
}
