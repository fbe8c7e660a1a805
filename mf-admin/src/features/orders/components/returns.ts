import type { Order, OrderReturn, RefundCase, RefundedLine } from '@glow/contracts/browser';

/** The order's returns, oldest first: none from an order service that predates them. */
export const returnsOf = (order: Order): OrderReturn[] => order.returns ?? [];

/** "1 × Shea Butter, 2 × Matte Lip Crayon". */
export const returnItems = (lines: RefundedLine[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/**
 * A received return with no refund asked or done (refused, or another refund was in flight when it
 * arrived) while the order keeps money: asking again (receive) asks for it.
 */
export function refundDue(order: Order, recorded: OrderReturn): boolean {
  if (recorded.status !== 'received') return false;
  const refund = refundOf(order, recorded);
  const stands = refund && refund.status !== 'refused';
  return !stands && ['paid', 'partly-refunded'].includes(order.paymentInfo.status);
}

/**
 * The refund that gives a received return's lines back: the part it names (`refundPart`), else the
 * latest part that says it is this return's (one asked after the receipt); none when there is neither.
 */
export function refundOf(order: Order, recorded: OrderReturn): RefundCase | undefined {
  if (recorded.refundPart !== undefined)
    return order.refunds.find((refund) => refund.part === recorded.refundPart);
  return order.refunds.filter((refund) => refund.returnNumber === recorded.number).at(-1);
}
