import type { Order, RefundedLine } from '@glow/contracts';
import type { MailMessage } from '@glow/service-kit';

const itemsText = (lines: RefundedLine[]) => lines.map((line) => `  ${line.quantity} × ${line.name}`);

/** The mail a buyer gets when a return of their order is recorded, and when the shop receives it. */
export function returnMail(
  order: Order,
  lines: RefundedLine[],
  step: 'recorded' | 'received',
  shopUrl: string,
): MailMessage {
  const reference = order._id.slice(0, 8).toUpperCase();
  const said =
    step === 'recorded'
      ? [
          `We have recorded a return on your order ${reference}:`,
          ...itemsText(lines),
          '',
          'Once we receive the items, we refund them and let you know.',
        ]
      : [
          `We have received the items you sent back from your order ${reference}:`,
          ...itemsText(lines),
          '',
          'Their refund is on its way; we write again when the payment provider confirms it.',
        ];
  return {
    to: order.user,
    subject:
      step === 'recorded'
        ? `Your Glow order ${reference}: return recorded`
        : `Your Glow order ${reference}: return received`,
    text: [
      'Hello from Glow,',
      '',
      ...said,
      '',
      `Your order: ${new URL(`/orders/${order._id}`, shopUrl).toString()}`,
    ].join('\n'),
  };
}
