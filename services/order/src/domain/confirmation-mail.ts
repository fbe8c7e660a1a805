import type { Order } from '@glow/contracts';
import type { MailMessage } from '@glow/service-kit';
import { fromMinor, toMinor } from './money';
import { itemName } from './order-lines';

const naira = (amount: number) =>
  `NGN ${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The mail a buyer gets once their payment is confirmed. */
export function confirmationMail(order: Order, shopUrl: string): MailMessage {
  const reference = order._id.slice(0, 8).toUpperCase();
  const lines = order.orderItems.map((item) => {
    const unit = toMinor(item.product.discountPrice ?? item.product.price);
    return `- ${itemName(item)} x ${item.quantity}: ${naira(fromMinor(unit * BigInt(item.quantity)))}`;
  });
  const text = [
    'Thank you for shopping with Glow!',
    '',
    `We have received your payment for order ${reference}; it is now being processed.`,
    '',
    ...lines,
    `Items: ${naira(order.itemsTotal)}`,
    `Shipping: ${naira(order.shippingPrice)}`,
    `Total: ${naira(order.totalAmount)}`,
    `Paid: ${order.paymentInfo.amount.toFixed(2)} ${order.paymentInfo.currency}`,
    '',
    `Delivery to ${order.shippingDetails.fullName}, ${order.shippingDetails.address}, ${order.shippingDetails.city}.`,
    `Estimated delivery: ${order.transitTime}.`,
    `Follow your order: ${new URL(`/orders/${order._id}`, shopUrl).toString()}`,
  ].join('\n');
  return { to: order.user, subject: `Your Glow order ${reference} is confirmed`, text };
}
