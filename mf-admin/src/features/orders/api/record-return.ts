import type { Order, RecordReturnRequest } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { recordReturnFailed } from '../return-texts';
import { useOrderChange } from './order-change';

export interface RecordReturnInput extends RecordReturnRequest {
  id: string;
  /** One per return the admin means (a dialog opened, one set of lines in it): a retry never records a second. */
  requestKey: string;
}

export const recordReturn = ({ id, reason, lines, requestKey }: RecordReturnInput) => {
  const body: RecordReturnRequest = { reason, lines };
  return api.post<Order>(`/api/orders/${encodeURIComponent(id)}/returns`, body, {
    defaultMessage: recordReturnFailed,
    headers: { 'Idempotency-Key': requestKey },
  });
};

/** Records goods of a shipped order the buyer sends back ('Return requested'). */
export const useRecordReturn = () => useOrderChange(recordReturn);
