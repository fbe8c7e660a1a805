import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { fetchOrderFailed } from '../orders-texts';

export const getOrder = (id: string) =>
  api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, { defaultMessage: fetchOrderFailed });

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', id], queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: string) => useQuery(orderQuery(id));
