import type { Order } from '@glow/contracts';
import type { MailMessage } from '@glow/service-kit';

/** The mail a buyer gets once the provider confirmed money given back on their order. */
export function refundMail(order: Order, amount: number, currency: string, shopUrl: string): MailMessage {
  const reference = order._id.slice(0, 8).toUpperCase();
  const text = [
    'Hello from Glow,',
    '',
    `We have refunded ${amount.toFixed(2)} ${currency} on your order ${reference}.`,
    'Depending on your bank, it may take a few working days to reach your account.',
    '',
    `Your order: ${new URL(`/orders/${order._id}`, shopUrl).toString()}`,
  ].join('\n');
  return {
    to: order.user,
    subject: `Your Glow order ${reference}: refund of ${amount.toFixed(2)} ${currency}`,
    text,
  };
}
