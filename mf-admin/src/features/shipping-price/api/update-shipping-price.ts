import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { ShippingPriceAnswer } from '@glow/contracts';
import { shippingPriceKey } from './get-shipping-price';

export const shippingPriceUpdateFailure = 'Failed to update shipping price.';

export const updateShippingPrice = (shippingPrice: number) =>
  api.put<ShippingPriceAnswer>(
    '/shipping-price',
    { shippingPrice },
    {
      defaultMessage: shippingPriceUpdateFailure,
    },
  );

export function useUpdateShippingPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShippingPrice,
    onSuccess: (answer) => queryClient.setQueryData(shippingPriceKey, answer),
  });
}
