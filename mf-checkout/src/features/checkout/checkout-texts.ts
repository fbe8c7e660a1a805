export const fillAllShippingDetails = 'Please fill in all shipping details';
export const initiatePaymentFailed = 'Failed to initiate payment';
export const gatewayNotLoaded = 'Payment gateway not loaded. Please try again later.';
export const gatewayLoadFailed = (provider: string) =>
  `Failed to load ${provider} payment gateway. Please try again later.`;
export const verifyFailed = 'Payment was successful, but failed to verify on server.';
export const paymentNotCompleted = 'Payment was not completed.';
export const internationalRedirect =
  'We currently accept online payment for Nigerian addresses only. You will be redirected to customer support to complete your purchase and arrange shipping.';
export const shippingPriceFailed = 'Failed to fetch shipping price.';
export const transitTime = '3-5 business days';

export const internationalMessage = (country: string) =>
  `Hello! I would like to buy some products and have them shipped to ${country.trim()}. Can you help me with international shipping?`;

/** Shown while the provider's window is open or the payment is being confirmed. */
export const processingPayment = 'Processing payment...';
