import { createHash } from 'node:crypto';
import type { Image } from '@glow/contracts';

/** How far back the demo's creation dates reach, so "newest" and the default order look lived-in. */
const historySeconds = 90 * 24 * 60 * 60;

function stableNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function upload(file: string): Image {
  return { url: `/uploads/${file}`, public_id: file };
}

/** 1–3 photos per product, fixed by its slug. */
export function productImages(slug: string): { image: Image; variant: number }[] {
  const count = 1 + (stableNumber(`variants:${slug}`) % 3);
  return Array.from({ length: count }, (_, variant) => ({
    image: upload(`demo-${slug}-${variant + 1}.svg`),
    variant,
  }));
}

export function categoryImage(slug: string): Image {
  return upload(`demo-category-${slug}.svg`);
}

/** A product's age at its first seeding, fixed by its slug. */
export function productAgeSeconds(slug: string): number {
  return stableNumber(`age:${slug}`) % historySeconds;
}
