import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { bannerFormData, submitFailure, type BannerInput } from './banner-form-data';
import { bannersKey } from './get-banners';

export const createBanners = ({ input, images }: { input: BannerInput; images: File[] }) =>
  api.post<PromotionBanner[]>('/promotion-banners', bannerFormData(input, images, 'images'), {
    defaultMessage: submitFailure,
  });

/** The new banners go to the start of the list, as the server put them. */
export function useCreateBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanners,
    onSuccess: (created) =>
      queryClient.setQueryData<PromotionBanner[]>(bannersKey, (list = []) => [...created, ...list]),
  });
}
