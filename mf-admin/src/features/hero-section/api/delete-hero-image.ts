import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { HeroSection } from '@glow/contracts';
import { heroSectionKey } from './get-hero-section';

export const imageDeleteFailure = 'Failed to delete image.';

export const deleteHeroImage = (publicId: string) =>
  api.post<HeroSection>(
    '/hero-section/delete-image',
    { public_id: publicId },
    {
      defaultMessage: imageDeleteFailure,
    },
  );

export function useDeleteHeroImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHeroImage,
    onSuccess: (hero) => queryClient.setQueryData(heroSectionKey, hero),
  });
}
