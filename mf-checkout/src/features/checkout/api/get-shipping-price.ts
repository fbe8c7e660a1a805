import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingPriceAnswer } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { shippingPriceFailed } from '../checkout-texts';

export const getShippingPrice = () =>
  api.get<ShippingPriceAnswer>('/api/shipping-price', { defaultMessage: shippingPriceFailed });

export const shippingPriceQuery = queryOptions({ queryKey: ['shipping-price'], queryFn: getShippingPrice });

export const useShippingPrice = () => useQuery(shippingPriceQuery);
