import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { fetchOrderFailed } from '../orders-texts';

export const getOrder = (id: string) =>
  api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, { defaultMessage: fetchOrderFailed });

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'orders', 'one', id], queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
