export { seriousA11yViolations } from './accessibility';
export {
  callApi,
  newAccount,
  registerAccount,
  type Account,
  type Registered,
  type SignedIn,
} from './accounts';
export {
  alertWith,
  fill,
  headerLoginLink,
  logInThroughForm,
  openAccountMenu,
  pageTitle,
  statusWith,
  submitLogin,
} from './auth-screens';
export {
  categoryNamed,
  createProduct,
  deleteProduct,
  drawPng,
  listedProducts,
  type NewProduct,
} from './catalog';
export { cspConsoleMessage, cspViolationsIn, recordCspViolations, type CspViolation } from './csp';
export { chromiumArgs, chromiumPath, launchBrowser } from './browser';
export { loginAs, seededAdmin, seededAdminPassword, signIn, signInAs, signToken, signUp } from './login';
export { mailDir, mailTo, newestMailTo, parseMail, resetCodeIn, type Mail } from './mail';
export { expireOrder, lagosAddress, payInSandbox, placeOrder, type PlacedOrder } from './orders';
export { artifactsDir, repoRoot } from './paths';
export { controlAtMiddleOf, pressMiddleOf } from './pointer';
export { upstreamRates } from './rates-upstream';
export { startStack, type Stack } from './stack';
export { openInApp } from './in-app';
export { pageNotFoundAnswer, pageUrl, stackUnderTest } from './stack-info';
export { newPage, type TestPage, type Viewport } from './test-page';
export { useBrowser } from './use-browser';
export { clickUntilUrl, untilLaidOut, waitUntil } from './wait-until';
