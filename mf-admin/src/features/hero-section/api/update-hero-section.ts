import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { HeroButton, HeroSection } from '@glow/contracts';
import { heroSectionKey } from './get-hero-section';

export const heroUpdateFailure = 'Failed to update hero section.';

export interface HeroUpdate {
  title: string;
  subtitle: string;
  buttons: HeroButton[];
  images: File[];
}

export function heroFormData({ title, subtitle, buttons, images }: HeroUpdate): FormData {
  const form = new FormData();
  form.set('title', title);
  form.set('subtitle', subtitle);
  form.set('buttons', JSON.stringify(buttons));
  for (const image of images) form.append('images', image);
  return form;
}

export const updateHeroSection = (update: HeroUpdate) =>
  api.put<HeroSection>('/hero-section', heroFormData(update), { defaultMessage: heroUpdateFailure });

export function useUpdateHeroSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHeroSection,
    onSuccess: (hero) => queryClient.setQueryData(heroSectionKey, hero),
  });
}
