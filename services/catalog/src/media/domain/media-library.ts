import { randomUUID } from 'node:crypto';
import type { Image } from '@glow/contracts';
import { AppError, badRequest, type Queryable } from '@glow/service-kit';
import { ImageRemovalRepository } from '../data/image-removal-repository';
import type { ImageStore } from '../data/image-store';
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
 * use, stores the files and answers the `Image` the API carries; lets go of images (their files are
 * removed after `removalDelayMs`) and deletes all of an image's files.
 */
export class MediaLibrary {
  constructor(
    private readonly store: ImageStore,
    private readonly removalDelayMs: number,
  ) {}

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
   * Runs a change that takes new images: the new files are stored first and deleted again at once if
   * the change fails (no answer ever named them). Images the change drops go to `letGo` inside it.
   */
  async changeWithImages<T>(files: UploadedFile[], change: (added: Image[]) => Promise<T>): Promise<T> {
    const added = await this.storeImages(files);
    try {
      return await change(added);
    } catch (error) {
      await this.deleteImages(added.map((image) => image.public_id));
      throw error;
    }
  }

  /**
   * Lets go of images, inside the transaction that drops them: pages already open and CDNs still
   * show them, so their files stay served for `removalDelayMs` and the image sweeper deletes them
   * after that. A change that rolls back schedules nothing. Seeded art is never scheduled.
   */
  async letGo(client: Queryable, images: Image[]): Promise<void> {
    const own = [...new Set(images.map((image) => image.public_id))].filter((id) => this.owns(id));
    await new ImageRemovalRepository(client).schedule(own, this.removalDelayMs);
  }

  /**
   * Deletes every file of each image the library made, now: new files no answer named, and images
   * whose delay has passed (the image sweeper). Other ids (seeded art) are left alone.
   */
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
