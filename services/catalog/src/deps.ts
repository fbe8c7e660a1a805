import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import type { CatalogSettings } from './config';
import { ImageSweeper } from './jobs/image-sweeper';
import { imageUploads, LocalImageStore, MediaLibrary } from './media';

/** What the catalog's hooks get from the kit: built once per running service. */
export interface CatalogDeps {
  /** Stores, re-encodes and lets go of images (products, categories, hero, banners). */
  media: MediaLibrary;
  /** Multipart parsing with the upload limits: `uploads('images')` reads the repeated `images` files. */
  uploads: ReturnType<typeof imageUploads>;
  /** Deletes the files of images let go of once their delay has passed; `attach` starts it. */
  imageSweeper: ImageSweeper;
}

export function createCatalogDeps(ctx: ServiceContext<CatalogSettings & BaseConfig>): CatalogDeps {
  const { config } = ctx;
  const media = new MediaLibrary(new LocalImageStore(config.UPLOADS_DIR), config.IMAGE_REMOVAL_DELAY_MS);
  return {
    media,
    uploads: imageUploads({ maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES }),
    imageSweeper: new ImageSweeper(ctx.db, media, config.IMAGE_SWEEP_INTERVAL_MS, ctx.logger),
  };
}
