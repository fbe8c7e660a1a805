import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { ShippingPriceAnswer } from '@glow/contracts';

export const shippingPriceFailure = 'Failed to fetch shipping price.';

export const shippingPriceKey = ['shipping-price'] as const;

export const getShippingPrice = () =>
  api.get<ShippingPriceAnswer>('/shipping-price', { defaultMessage: shippingPriceFailure });

export const getShippingPriceQueryOptions = () =>
  queryOptions({ queryKey: shippingPriceKey, queryFn: getShippingPrice });

export const useShippingPrice = () => useQuery(getShippingPriceQueryOptions());
