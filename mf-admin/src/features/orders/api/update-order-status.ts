import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { updateStatusFailed } from '../orders-texts';
import { getOrderQueryOptions } from './get-order';
import { allOrdersKey } from './get-orders';

export interface UpdateOrderStatusInput {
  id: string;
  status: OrderStatus;
}

export const updateOrderStatus = ({ id, status }: UpdateOrderStatusInput) =>
  api.put<Order>(
    `/api/orders/${encodeURIComponent(id)}/status`,
    { status },
    {
      defaultMessage: updateStatusFailed,
    },
  );

/** Saves a status; the order shows the saved version at once and the lists fetch again. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (saved) => {
      queryClient.setQueryData(getOrderQueryOptions(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    },
  });
}
