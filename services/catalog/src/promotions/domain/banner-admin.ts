import type { BannerPlacement, PromotionBanner } from '@glow/contracts';
import { badRequest, notFound, type Database } from '@glow/service-kit';
import { BannerRepository } from '../data/banner-repository';
import type { MediaLibrary, UploadedFile } from '../../media/domain/media-library';

export interface BannerFields {
  link: string | null;
  placement: BannerPlacement;
}

export const bannerNotFound = 'Promotion banner not found';
export const imageRequired = 'At least one image is required';
export const badOrder = 'orderedIds must list every banner exactly once';

const invalid = (msg: string) => badRequest(msg, [{ msg }]);

/** The admin's promotion banners: one banner per uploaded image, put first; edits, deletion, order. */
export class BannerAdmin {
  constructor(
    private readonly db: Database,
    private readonly media: MediaLibrary,
  ) {}

  list(placement?: BannerPlacement): Promise<PromotionBanner[]> {
    return new BannerRepository(this.db.pool).list(placement);
  }

  create(fields: BannerFields, files: UploadedFile[]): Promise<PromotionBanner[]> {
    if (files.length === 0) throw invalid(imageRequired);
    return this.media.changeWithImages(files, async (added) =>
      this.db.transaction(async (client) => {
        const banners = new BannerRepository(client);
        await banners.lockList();
        return banners.insertFirst(added.map((image) => ({ ...fields, image })));
      }),
    );
  }

  /** A new image (at most one) replaces the banner's; without one the image stays. */
  update(id: string, fields: BannerFields, file: UploadedFile | undefined): Promise<PromotionBanner> {
    return this.media.changeWithImages(file ? [file] : [], async ([added]) =>
      this.db.transaction(async (client) => {
        const banners = new BannerRepository(client);
        const current = await banners.findLocked(id);
        if (!current) throw notFound(bannerNotFound);
        const banner = await banners.update(id, { ...fields, image: added ?? current.image });
        if (added) await this.media.letGo(client, [current.image]);
        return banner;
      }),
    );
  }

  remove(id: string): Promise<void> {
    return this.db.transaction(async (client) => {
      const banners = new BannerRepository(client);
      const current = await banners.findLocked(id);
      if (!current) throw notFound(bannerNotFound);
      await banners.delete(id);
      await this.media.letGo(client, [current.image]);
    });
  }

  async reorder(orderedIds: string[]): Promise<PromotionBanner[]> {
    return this.db.transaction(async (client) => {
      const banners = new BannerRepository(client);
      await banners.lockList();
      const existing = new Set(await banners.ids());
      const sent = new Set(orderedIds);
      if (
        sent.size !== orderedIds.length ||
        sent.size !== existing.size ||
        orderedIds.some((id) => !existing.has(id))
      ) {
        throw invalid(badOrder);
      }
      await banners.reorder(orderedIds);
      return banners.list();
    });
  }
}
