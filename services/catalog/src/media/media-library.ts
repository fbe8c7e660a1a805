import { randomUUID } from 'node:crypto';
import type { Image } from '@glow/contracts';
import { AppError, badRequest } from '@glow/service-kit';
import type { ImageStore } from './image-store';
import { acceptedImageTypes, detectType } from './image-type';
import {
  maxInputPixels,
  OversizedImageError,
  renderWebp,
  UnreadableImageError,
  variantWidths,
} from './renditions';

/** An uploaded file as multer's memory storage hands it over. */
export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

/** The library's own public_ids are uuids; anything else (the demo seed's file names) it did not make. */
const ownPublicId = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const webp = 'image/webp';

function fullKey(publicId: string): string {
  return `${publicId}.webp`;
}

function variantKey(publicId: string, width: number): string {
  return `${publicId}-${width}w.webp`;
}

/** Every file an image of the library can have; the variants it did not need simply are not there. */
function keysOf(publicId: string): string[] {
  return [fullKey(publicId), ...variantWidths.map((width) => variantKey(publicId, width))];
}

export function notAnImage(name: string): AppError {
  return new AppError(
    415,
    `"${name}" is not an image: only JPEG, PNG, WebP, GIF and AVIF files are accepted`,
  );
}

/**
 * The catalog's images: checks what an upload really is, re-encodes it into the sizes the screens
 * use, stores the files and answers the `Image` the API carries; deletes all of an image's files.
 */
export class MediaLibrary {
  constructor(private readonly store: ImageStore) {}

  /** Whether this library made the image (and so may delete its files). */
  owns(publicId: string): boolean {
    return ownPublicId.test(publicId);
  }

  /**
   * Checks every file first (so one bad file stores nothing), then stores them in order. Refused:
   * content that is not JPEG, PNG, WebP, GIF or AVIF (415), whatever its name or declared type;
   * an image that cannot be decoded or is larger than the pixel limit (400).
   */
  async storeImages(files: UploadedFile[]): Promise<Image[]> {
    for (const file of files) {
      const type = await detectType(file.buffer);
      if (!type || !acceptedImageTypes.has(type.mime)) throw notAnImage(file.originalname);
    }
    const stored: Image[] = [];
    try {
      for (const file of files) stored.push(await this.storeOne(file));
      return stored;
    } catch (error) {
      await this.deleteImages(stored.map((image) => image.public_id));
      throw error;
    }
  }

  /**
   * Runs a change that takes new images and may let go of old ones: the new files are stored first
   * and removed again if the change fails; the files of the images it let go (`unused`) are deleted
   * only once it succeeded, so a failed change never leaves a record pointing at missing files.
   */
  async changeWithImages<T>(
    files: UploadedFile[],
    change: (added: Image[]) => Promise<{ result: T; unused: Image[] }>,
  ): Promise<T> {
    const added = await this.storeImages(files);
    let outcome: { result: T; unused: Image[] };
    try {
      outcome = await change(added);
    } catch (error) {
      await this.deleteImages(added.map((image) => image.public_id));
      throw error;
    }
    await this.deleteImages(outcome.unused.map((image) => image.public_id));
    return outcome.result;
  }

  /** Removes every file of each image the library made; other ids (seeded art) are left alone. */
  async deleteImages(publicIds: Iterable<string>): Promise<void> {
    const keys = [...new Set(publicIds)].filter((id) => this.owns(id)).flatMap(keysOf);
    if (keys.length > 0) await this.store.delete(keys);
  }

  private async storeOne(file: UploadedFile): Promise<Image> {
    const renditions = await renderWebp(file.buffer).catch((error: unknown) => {
      if (error instanceof OversizedImageError) {
        throw badRequest(
          `"${file.originalname}" is too large: at most ${maxInputPixels / 1_000_000} megapixels (it has ${error.message})`,
        );
      }
      if (error instanceof UnreadableImageError)
        throw badRequest(`"${file.originalname}" could not be read as an image`);
      throw error;
    });
    const publicId = randomUUID();
    const written: string[] = [];
    try {
      const put = async (key: string, data: Buffer) => {
        await this.store.put(key, data, webp);
        written.push(key);
      };
      await put(fullKey(publicId), renditions.full.data);
      for (const variant of renditions.variants) await put(variantKey(publicId, variant.width), variant.data);
    } catch (error) {
      await this.store.delete(written);
      throw error;
    }
    return {
      url: this.store.url(fullKey(publicId)),
      public_id: publicId,
      width: renditions.full.width,
      height: renditions.full.height,
      variants: renditions.variants.map((variant) => ({
        width: variant.width,
        url: this.store.url(variantKey(publicId, variant.width)),
      })),
    };
  }
}
