import type { Image } from '@glow/contracts';

/** The smallest stored size at least `width` wide, else the full image. */
export function imageUrl(image: Image, width: number): string {
  return image.variants?.find((variant) => variant.width >= width)?.url ?? image.url;
}
