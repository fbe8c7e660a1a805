import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, RefundOrderRequest } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { refundFailed } from '../refund-texts';
import { getOrderQueryOptions } from './get-order';
import { allOrdersKey } from './get-orders';

export interface RefundOrderInput extends RefundOrderRequest {
  id: string;
  /** One per refund the admin means (a dialog opened, one choice in it): a retry of it is never a second refund. */
  requestKey: string;
}

/** Neither `lines` nor `amount`: everything left; one of them: that part. */
export const refundOrder = ({ id, reason, lines, amount, requestKey }: RefundOrderInput) => {
  const body: RefundOrderRequest = {
    reason,
    ...(lines ? { lines } : {}),
    ...(amount === undefined ? {} : { amount }),
  };
  return api.post<Order>(`/api/orders/${encodeURIComponent(id)}/refund`, body, {
    defaultMessage: refundFailed,
    headers: { 'Idempotency-Key': requestKey },
  });
};

/**
 * Asks for the refund; the order shows the answer at once and the lists fetch again. A refusal
 * (already refunded, shipped meanwhile, a part no longer possible) fetches the order too, so the page
 * shows why.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (saved) => {
      queryClient.setQueryData(getOrderQueryOptions(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(id).queryKey });
    },
  });
}
