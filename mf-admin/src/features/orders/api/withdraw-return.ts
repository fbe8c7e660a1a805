import type { Order } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { withdrawReturnFailed } from '../return-texts';
import { useOrderChange } from './order-change';

export interface WithdrawReturnInput {
  id: string;
  number: number;
}

export const withdrawReturn = ({ id, number }: WithdrawReturnInput) =>
  api.post<Order>(`/api/orders/${encodeURIComponent(id)}/returns/${number}/withdraw`, undefined, {
    defaultMessage: withdrawReturnFailed,
  });

/** The returned goods never came back: nothing is refunded. */
export const useWithdrawReturn = () => useOrderChange(withdrawReturn);
