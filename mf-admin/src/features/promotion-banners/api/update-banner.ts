import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { bannerFormData, submitFailure, type BannerInput } from './banner-form-data';
import { bannersKey } from './get-banners';

export interface BannerUpdate {
  id: string;
  input: BannerInput;
  /** Only the first is sent: it replaces the banner's image. */
  images: File[];
}

export const updateBanner = ({ id, input, images }: BannerUpdate) =>
  api.put<PromotionBanner>(`/promotion-banners/${id}`, bannerFormData(input, images.slice(0, 1), 'image'), {
    defaultMessage: submitFailure,
  });

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (updated) =>
      queryClient.setQueryData<PromotionBanner[]>(bannersKey, (list = []) =>
        list.map((banner) => (banner._id === updated._id ? updated : banner)),
      ),
  });
}
