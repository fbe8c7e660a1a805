import type { Order } from '@glow/contracts';

const fallbackImage = '/uploads/default.jpg';

/** The picture of an ordered product: its first image, bare file names read from /uploads. */
export function orderItemImage(images: Order['orderItems'][number]['product']['images']): string {
  const first = images[0] as { url?: string } | string | undefined;
  if (!first) return fallbackImage;
  if (typeof first === 'string') return first.includes('/') ? first : `/uploads/${first}`;
  return first.url ?? fallbackImage;
}
