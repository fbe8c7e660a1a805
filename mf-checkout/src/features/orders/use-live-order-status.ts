import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@glow/contracts';
import { live } from '@glow/web-kit';
import { orderQuery } from './api/get-order';

/**
 * Keeps the cached order's status in step with `orderStatusUpdated` events for it at once, then
 * refetches it (a Pending → Processing change means the payment was taken); refetches on reconnect.
 */
export function useLiveOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = orderQuery(orderId);
    const stopEvents = live.subscribe('orderStatusUpdated', ({ orderId: changed, status }) => {
      if (changed !== orderId) return;
      queryClient.setQueryData<Order>(queryKey, (order) =>
        order ? { ...order, status: status as Order['status'] } : order,
      );
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'], exact: true });
    });
    const stopReconnects = live.onConnect(() => void queryClient.invalidateQueries({ queryKey }));
    return () => {
      stopEvents();
      stopReconnects();
    };
  }, [orderId, queryClient]);
}
