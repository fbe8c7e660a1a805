import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { live } from '@glow/web-kit';
import { allOrdersKey } from '../api/get-orders';

/**
 * A paid order or a changed status refetches the list: filters and pages are the server's, so a
 * pushed row cannot be placed here. A reconnection refetches what may have been missed meanwhile.
 */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    const stops = [
      live.subscribe('orderPaid', refetch),
      live.subscribe('orderStatusUpdated', refetch),
      live.onConnect(refetch),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
