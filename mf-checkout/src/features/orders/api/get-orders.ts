import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { fetchOrdersFailed } from '../orders-texts';

export const getOrders = () => api.get<Order[]>('/api/orders', { defaultMessage: fetchOrdersFailed });

export const ordersQuery = queryOptions({ queryKey: ['orders'], queryFn: getOrders, staleTime: 0 });

export const useOrders = () => useQuery(ordersQuery);
