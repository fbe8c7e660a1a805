import type { BannerPlacement } from '@glow/contracts';

export interface BannerInput {
  link: string;
  placement: BannerPlacement;
}

/** A blank or whitespace link is not sent. */
export function bannerFormData({ link, placement }: BannerInput, images: File[], field: string): FormData {
  const form = new FormData();
  for (const image of images) form.append(field, image);
  if (link.trim()) form.set('link', link.trim());
  form.set('placement', placement);
  return form;
}

export const submitFailure = 'Failed to submit promotion banners.';
