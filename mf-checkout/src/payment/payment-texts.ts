export const initiatePaymentFailed = 'Failed to initiate payment';
export const gatewayNotLoaded = 'Payment gateway not loaded. Please try again later.';
export const gatewayLoadFailed = (provider: string) =>
  `Failed to load ${provider} payment gateway. Please try again later.`;
export const verifyFailed = 'Payment was successful, but failed to verify on server.';
export const paymentNotCompleted = 'Payment was not completed.';
/** The provider reported a failed charge; the server's own 402 sentence is shown when it gives one. */
export const cardDeclined = 'Your card was declined. Please try again or use another card.';
/** Shown while the provider's window is open or the payment is being confirmed. */
export const processingPayment = 'Processing payment...';
