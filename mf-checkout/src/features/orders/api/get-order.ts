import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { fetchOrderFailed } from '../orders-texts';

export const getOrder = (id: string) =>
  api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, { defaultMessage: fetchOrderFailed });

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', id], queryFn: () => getOrder(id), staleTime: 0 });

/** How often a page waiting for a payment's confirmation asks again (a failed payment announces no status). */
export const confirmingPollMs = 3_000;

/** The order; with `whileConfirming`, asked again until its payment is no longer pending. */
export const useOrder = (id: string, whileConfirming = false) =>
  useQuery({
    ...orderQuery(id),
    refetchInterval: (query) =>
      whileConfirming && query.state.data?.paymentInfo.status === 'pending' ? confirmingPollMs : false,
  });
