import path from 'node:path';
import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import { z } from 'zod';

/** Catalog's settings beyond the kit's base ones. */
export const catalogConfigSchema = z.object({
  UPLOADS_DIR: z
    .string()
    .min(1)
    .default('.data/uploads')
    .transform((dir) => path.resolve(dir))
    .describe("Where uploaded images are kept (the catalog's local `ImageStore`)."),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Seeds the demo catalogue at start (idempotent).'),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024)
    .describe('The largest image an admin may upload.'),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10).describe('Images per upload.'),
  LISTING_CACHE_PAGES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(2000)
    .describe('Listing pages kept in memory per instance (services/catalog/README.md, "Listing cache").'),
  /**
   * 15 minutes: the listing cache and the plain list are checked against `catalog.listing_version`
   * on every request, so they stop naming a picture at once; what still names it is pages already
   * open (the shop's query cache keeps answers for 30 s, and an open page loads pictures on scroll,
   * or another srcset width after a resize, long after) and CDN edges that have not fetched every
   * width yet.
   */
  IMAGE_REMOVAL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(900_000)
    .describe(
      'How long the files of images an admin let go of stay served (services/catalog/README.md, "Images").',
    ),
  IMAGE_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe('How often the image sweeper deletes the files whose removal is due.'),
  EXCHANGE_RATES_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://open.er-api.com/v6/latest/NGN')
    .describe(
      'The exchange-rate provider. Until it first answers, the catalog serves its shipped, dated rates snapshot.',
    ),
  EXCHANGE_RATES_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(3600)
    .describe('How long fetched rates are kept before the provider is asked again.'),
  EXCHANGE_RATES_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60_000)
    .default(5000)
    .describe('How long a call to the exchange-rate provider may take.'),
});

export type CatalogSettings = z.infer<typeof catalogConfigSchema>;

/** What every hook and route of the catalog is handed by the kit. */
export type CatalogContext = ServiceContext<CatalogSettings & BaseConfig>;
