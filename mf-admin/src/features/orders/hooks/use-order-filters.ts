import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderStatuses, paymentFilters, type OrderStatus } from '@glow/contracts/browser';
import { ordersQueryString, type OrderFilters } from '../api/get-orders';

const isStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

const isOtherPayment = (value: string): value is OrderFilters['payment'] =>
  value !== 'paid' && (paymentFilters as readonly string[]).includes(value);

function readFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : '',
    payment: isOtherPayment(payment) ? payment : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The search, status, payment and page live in the URL, so a reload, Back from an order or a shared link
 * shows the same list. A new search or filter starts again at page 1; typing replaces the history entry.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback(
    (next: Partial<OrderFilters>) =>
      setParams(
        (current) => new URLSearchParams(ordersQueryString({ ...readFilters(current), page: 1, ...next })),
        { replace: 'search' in next },
      ),
    [setParams],
  );

  return { filters, change };
}
