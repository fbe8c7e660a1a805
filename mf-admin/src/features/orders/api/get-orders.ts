import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus, PaymentFilter } from '@glow/contracts/browser';
import { api } from '@glow/web-kit';
import { fetchOrdersFailed } from '../orders-texts';

export interface OrderFilters {
  /** An order id or its beginning. */
  search: string;
  /** '' is every status. */
  status: OrderStatus | '';
  /** '' is the server's default: paid orders. */
  payment: Exclude<PaymentFilter, 'paid'> | '';
  page: number;
}

/** `?search=&status=&payment=&page=` with the empty ones left out. */
export function ordersQueryString({ search, status, payment, page }: Partial<OrderFilters>): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (payment) params.set('payment', payment);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getOrders = (filters: OrderFilters) =>
  api.get<OrderPage>(`/api/orders/all${ordersQueryString(filters)}`, { defaultMessage: fetchOrdersFailed });

/** Under `admin`: the page-wide query client is shared with the shopper's own `orders` keys. */
export const allOrdersKey = ['admin', 'orders', 'list'] as const;

export const getOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: [...allOrdersKey, filters], queryFn: () => getOrders(filters), staleTime: 0 });

/** Another page or filter keeps the rows on screen until its own answer comes. */
export const useOrders = (filters: OrderFilters) =>
  useQuery({ ...getOrdersQueryOptions(filters), placeholderData: keepPreviousData });
