import { useQuery } from '@tanstack/react-query';
import { getOrderQueryOptions } from '../api/get-order';

/**
 * How often an order with a refund waiting for the provider is fetched again. Nothing is pushed to
 * the browser when a refund completes (payment.refunded reaches the order service only), and
 * Flutterwave confirms at once while Paystack's are looked at every minute.
 */
export const refundCheckMs = 5000;

/** Fetches the order again while one of its refunds is `requested`; stops once none is. */
export function useRefundFollowUp(orderId: string) {
  useQuery({
    ...getOrderQueryOptions(orderId),
    refetchInterval: ({ state }) =>
      state.data?.refunds.some((refund) => refund.status === 'requested') ? refundCheckMs : false,
  });
}
