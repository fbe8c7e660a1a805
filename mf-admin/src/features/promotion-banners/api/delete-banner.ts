import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { bannersKey } from './get-banners';

export const deleteFailure = 'Failed to delete promotion banner.';

export const deleteBanner = (id: string) =>
  api.delete<{ message: string }>(`/promotion-banners/${id}`, { defaultMessage: deleteFailure });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<PromotionBanner[]>(bannersKey, (list = []) =>
        list.filter((banner) => banner._id !== id),
      ),
  });
}
