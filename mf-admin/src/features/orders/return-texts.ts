import type { OrderReturn } from '@glow/contracts/browser';

export const returnsTitle = 'Returns';
export const noReturnsYet = 'No returns recorded yet.';
export const recordReturn = 'Record Return';
export const recordingReturn = 'Recording...';
export const returnRecorded = 'Return recorded.';
export const recordReturnFailed = 'Failed to record the return.';
export const returnIntro =
  'The items the buyer sends back. They are refunded once the return is marked received.';
export const returnItemsLegend = 'Items coming back';
/** Under a line's units field: how many of its units a return may still name. */
export const returnableUnits = (units: number) => `Up to ${units}`;
export const returnReasonRequired = 'Please give a reason for the return.';

export const returnStatusLabels: Record<OrderReturn['status'], string> = {
  requested: 'Return requested',
  received: 'Returned',
  withdrawn: 'Withdrawn',
};

export const markReceived = 'Mark Received';
/** A received return whose refund was refused, or could not be asked then. */
export const refundReturn = 'Refund Return';
export const returnRefundAsked = 'The refund has been asked for.';
export const markingReceived = 'Saving...';
/** "Return 2: 1 × Shea Butter, 2 × Matte Lip Crayon". */
export const returnSummary = (number: number, items: string) => `Return ${number}: ${items}`;
export const sellableLegend = 'Can the items be sold again?';
export const sellableChoices = { yes: 'Yes', no: 'No' } as const;
export const sellableHint = 'Yes puts their units back on sale; No keeps them off sale.';
export const sellableRequired = 'Choose Yes or No.';
/** `method`: "Flutterwave", "Paystack". */
export const receiveRefundNote = (method: string) =>
  `Marking it received asks ${method} to refund these items to the buyer.`;
export const returnReceived = 'Return received. The refund has been asked for.';
export const receiveReturnFailed = 'Failed to mark the return received.';

export const withdraw = 'Withdraw';
export const withdrawTitle = 'Withdraw Return';
export const withdrawMessage = (number: number) =>
  `Withdraw return ${number}? Do this only when the items will not come back: nothing is refunded and no units go back on sale.`;
export const returnWithdrawn = 'Return withdrawn.';
export const withdrawReturnFailed = 'Failed to withdraw the return.';

export const backOnSale = 'Back on sale';
export const notForSale = 'Not for sale';
/** When a received return came back, e.g. "Received 5 Mar 2026, 10:00". */
export const receivedOn = (when: string) => `Received ${when}`;
export const refundLabel = 'Refund:';
/** Read after an action's visible name, so each row's buttons say which return they act on. */
export const ofReturn = (number: number) => ` (return ${number})`;
