import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { bannersKey } from './get-banners';

export const reorderFailure = 'Failed to update banner order.';

export const reorderBanners = (orderedIds: string[]) =>
  api.put<PromotionBanner[]>('/promotion-banners/order', { orderedIds }, { defaultMessage: reorderFailure });

/** The new order shows at once; a failure leaves it on screen (the toast says it was not saved). */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banners: PromotionBanner[]) => reorderBanners(banners.map((banner) => banner._id)),
    onMutate: (banners) => queryClient.setQueryData(bannersKey, banners),
    onSuccess: (saved) => queryClient.setQueryData(bannersKey, saved),
  });
}
