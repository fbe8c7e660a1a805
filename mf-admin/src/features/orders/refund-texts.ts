export const refundRequested = 'Refund requested.';
export const refundCompleted = 'Refund completed.';
export const refundRefused = 'The provider refused the refund.';
export const refundFailed = 'Failed to refund the order.';
export const reasonRequired = 'Please give a reason for the refund.';

export const refundChoiceLegend = 'What to give back';
export const refundChoices = { whole: 'Everything left', lines: 'Some items', amount: 'An amount' } as const;
/** What the whole refund gives back when payment's record, not the order, knows the sum. */
export const leftOfPayment = 'What is left of the payment';
export const itemsLegend = 'Items to give back';
export const unitsLeft = (units: number) => `${units} left`;
export const amountLabel = (currency: string) => `Amount (${currency})`;
/** `max` as shown, e.g. "NGN 3,000.00". */
export const amountHint = (max: string) => `Up to ${max}.`;

export const amountTooLow = 'Enter an amount above 0.';
export const amountTooHigh = (max: string) => `The most you can give back is ${max}.`;
export const amountTooPrecise = 'Use at most 2 decimal places.';
