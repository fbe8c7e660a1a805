export const fetchOrdersFailed = 'Failed to fetch orders';
export const fetchOrderFailed = 'Failed to fetch order';
export const noOrderFound = 'No order found.';
export const noOrdersYet = 'You have no orders yet.';
export const paymentSuccessful = 'Payment successful! Your order is being processed.';
export const paymentPending = 'We are still confirming your payment. This page updates when it is confirmed.';
export const unknownStatus = 'Unknown';
