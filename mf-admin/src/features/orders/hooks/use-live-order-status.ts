import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@glow/contracts/browser';
import { live } from '@glow/web-kit';
import { getOrderQueryOptions } from '../api/get-order';

/**
 * Keeps the order's status in step with `orderStatusUpdated` (shown at once, then fetched again for
 * the statuses it allows next) and its payment with `orderPaid`.
 */
export function useLiveOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = getOrderQueryOptions(orderId);
    const refetch = () => void queryClient.invalidateQueries({ queryKey });
    const stops = [
      live.subscribe('orderStatusUpdated', ({ orderId: changed, status }) => {
        if (changed !== orderId) return;
        queryClient.setQueryData<Order>(queryKey, (order) =>
          order ? { ...order, status: status as Order['status'] } : order,
        );
        refetch();
      }),
      live.subscribe('orderPaid', ({ orderId: paid }) => paid === orderId && refetch()),
      live.onConnect(refetch),
    ];
    return () => stops.forEach((stop) => stop());
  }, [orderId, queryClient]);
}
