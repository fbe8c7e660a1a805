/**
 * `@glow/web-kit/testing`: what the web apps' jsdom tests share. The browser's `fetch` is the
 * boundary they replace; the reset helpers return the kit's page-wide stores to a fresh page.
 */
export {
  installFetch,
  installPendingFetch,
  headersOf,
  rejectedToken,
  refreshedSession,
  sessionExpired,
  type FakeAnswer,
  type Deferred,
} from './fake-fetch';
export { installObjectUrls, installUpload, png, type Upload } from './fake-upload';
export { admin, product, shopper, token } from './fixtures';
export { resetSessionForTests } from '../session/session-store';
/** As a sign-in leaves it: the next page start restores the session with the refresh cookie. */
export { writeSessionHint as rememberSession } from '../storage/session-hint';
export { resetCategoriesForTests } from '../categories/categories-store';
export { resetCurrencyForTests } from '../currency/currency-store';
export { WithQueryClient } from './with-query-client';
