import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfigAnswer } from '@glow/contracts';
import { api } from '@glow/web-kit';

export const getPaymentConfig = () => api.get<PaymentConfigAnswer>('/api/payments/config');

export const paymentConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: getPaymentConfig,
  staleTime: Infinity,
});

export const usePaymentConfig = () => useQuery(paymentConfigQuery);
