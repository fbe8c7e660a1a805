import type { Order } from '@glow/contracts';
import { lineName, useSession } from '@glow/web-kit';
import { usePaymentWindow } from '../../payment/use-payment-window';

/** The metadata the provider keeps with the payment (order id, shipping details, items), from the order itself. */
const metadataOf = (order: Order) => ({
  orderId: order._id,
  shippingDetails: order.shippingDetails,
  cartItems: order.orderItems.map(({ product, quantity, variant }) => ({
    productId: product._id,
    name: lineName(product.name, variant?.options),
    quantity,
  })),
  amount: order.paymentInfo.amount,
  currency: order.paymentInfo.currency,
  shippingCost: order.shippingPrice,
  transitTime: order.transitTime,
});

/**
 * Complete payment: reopens the provider's window for an order awaiting payment, with its own
 * reference, amount, currency and method, and verifies it as Pay Now does.
 */
export function useCompletePayment() {
  const { pay, processing, notice } = usePaymentWindow();
  const { user } = useSession();
  const complete = async (order: Order) => {
    if (processing) return;
    const { tx_ref, amount, currency, method } = order.paymentInfo;
    const { fullName, phoneNumber } = order.shippingDetails;
    await pay(method, async () => ({
      tx_ref,
      amount,
      currency,
      customer: { email: user?.email || order.user, name: fullName, phoneNumber },
      metadata: metadataOf(order),
    }));
  };
  return { complete, processing, notice };
}
