import type { Order, ReceiveReturnRequest } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { receiveReturnFailed } from '../return-texts';
import { useOrderChange } from './order-change';

export interface ReceiveReturnInput extends ReceiveReturnRequest {
  id: string;
  number: number;
  /** One per Mark Received dialog: a retry asks payment for the same refund, never a second. */
  requestKey: string;
}

export const receiveReturn = ({ id, number, sellable, requestKey }: ReceiveReturnInput) => {
  const body: ReceiveReturnRequest = { sellable };
  return api.post<Order>(`/api/orders/${encodeURIComponent(id)}/returns/${number}/receive`, body, {
    defaultMessage: receiveReturnFailed,
    headers: { 'Idempotency-Key': requestKey },
  });
};

/** The returned goods arrived: back on sale if sellable, and their lines' refund asked of payment. */
export const useReceiveReturn = () => useOrderChange(receiveReturn);
