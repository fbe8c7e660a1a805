export const refundRequested = 'Refund requested.';
export const refundCompleted = 'Refund completed.';
export const refundFailed = 'Failed to refund the order.';
export const reasonRequired = 'Please give a reason for the refund.';
export const reasonMaxLength = 500;
