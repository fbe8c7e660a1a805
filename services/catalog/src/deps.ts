import type { BaseConfig } from '@glow/service-kit';
import type { CatalogSettings } from './config';
import { imageUploads, LocalImageStore, MediaLibrary } from './media';

/** What the catalog's hooks get from the kit: built once per running service. */
export interface CatalogDeps {
  /** Stores, re-encodes and deletes images (products, categories, hero, banners). */
  media: MediaLibrary;
  /** Multipart parsing with the upload limits: `uploads('images')` reads the repeated `images` files. */
  uploads: ReturnType<typeof imageUploads>;
}

export function createCatalogDeps(ctx: { config: CatalogSettings & BaseConfig }): CatalogDeps {
  const { config } = ctx;
  return {
    media: new MediaLibrary(new LocalImageStore(config.UPLOADS_DIR)),
    uploads: imageUploads({ maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES }),
  };
}
