import sharp from 'sharp';

/** The widths the screens ask for in `srcset` (cards, gallery thumbnails, detail, zoom). */
export const variantWidths = [200, 400, 800, 1200] as const;

/** Larger pictures are refused before decoding: 40 megapixels decode to 160 MB of RGBA. */
export const maxInputPixels = 40_000_000;

const webpQuality = 82;

export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

export interface ImageRenditions {
  full: Rendition;
  /** Ascending, each narrower than the full size (an image is never enlarged). */
  variants: Rendition[];
}

export class UnreadableImageError extends Error {}
export class OversizedImageError extends Error {}

async function encode(pipeline: sharp.Sharp): Promise<Rendition> {
  const { data, info } = await pipeline.webp({ quality: webpQuality }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * Re-encodes an image to WebP at its full size and at every variant width below it. The picture is
 * decoded once (turned upright by its EXIF orientation, first frame of an animation); metadata is
 * dropped, so no camera location leaves the shop.
 */
export async function renderWebp(content: Buffer): Promise<ImageRenditions> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const { width = 0, height = 0 } = await sharp(content).metadata();
    if (width * height > maxInputPixels) throw new OversizedImageError(`${width}×${height} pixels`);
    decoded = await sharp(content, { autoOrient: true, limitInputPixels: maxInputPixels })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof OversizedImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
  const { data, info } = decoded;
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const full = await encode(raw());
  const variants: Rendition[] = [];
  for (const width of variantWidths.filter((candidate) => candidate < info.width)) {
    variants.push(await encode(raw().resize({ width, withoutEnlargement: true })));
  }
  return { full, variants };
}
