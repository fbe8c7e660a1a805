import type { CatalogContext } from './config';
import {
  exchangeRatesFromConfig,
  type ConfiguredRates,
} from './exchange-rates/domain/exchange-rates-from-config';
import { LocalImageStore } from './media/data/local-image-store';
import { MediaLibrary } from './media/domain/media-library';
import { imageUploads } from './media/http/image-uploads';
import { ImageSweeper } from './media/jobs/image-sweeper';

/** What the catalog's hooks get from the kit: built once per running service. */
export interface CatalogDeps {
  /** Stores, re-encodes and lets go of images (products, categories, hero, banners). */
  media: MediaLibrary;
  /** Multipart parsing with the upload limits: `uploads('images')` reads the repeated `images` files. */
  uploads: ReturnType<typeof imageUploads>;
  /** Deletes the files of images let go of once their delay has passed; a worker. */
  imageSweeper: ImageSweeper;
  /** The NGN rates and their browser caching: the listing converts price ranges with the same book. */
  exchangeRates: ConfiguredRates;
}

export function createCatalogDeps(ctx: CatalogContext): CatalogDeps {
  const { config } = ctx;
  const media = new MediaLibrary(new LocalImageStore(config.UPLOADS_DIR), config.IMAGE_REMOVAL_DELAY_MS);
  return {
    media,
    uploads: imageUploads({ maxFileBytes: config.UPLOAD_MAX_FILE_BYTES, maxFiles: config.UPLOAD_MAX_FILES }),
    imageSweeper: new ImageSweeper(ctx.db, media, config.IMAGE_SWEEP_INTERVAL_MS, ctx.logger),
    exchangeRates: exchangeRatesFromConfig(config, ctx.db.pool, ctx.logger),
  };
}
