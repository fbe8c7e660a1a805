import type { BannerPlacement, Image, PromotionBanner } from '@glow/contracts';
import { isUuid, type Queryable } from '@glow/service-kit';

interface BannerRow {
  id: string;
  image: Image;
  link: string | null;
  placement: BannerPlacement;
  position: number;
}

const columns = 'id, image, link, placement, position';

const toBanner = (row: BannerRow): PromotionBanner => ({
  _id: row.id,
  image: row.image,
  link: row.link,
  order: row.position,
  placement: row.placement,
});

export interface NewBanner {
  image: Image;
  link: string | null;
  placement: BannerPlacement;
}

export class BannerRepository {
  constructor(private readonly db: Queryable) {}

  async list(placement?: BannerPlacement): Promise<PromotionBanner[]> {
    const { rows } = placement
      ? await this.db.query<BannerRow>(
          `SELECT ${columns} FROM catalog.promotion_banners WHERE placement = $1 ORDER BY position, id`,
          [placement],
        )
      : await this.db.query<BannerRow>(
          `SELECT ${columns} FROM catalog.promotion_banners ORDER BY position, id`,
        );
    return rows.map(toBanner);
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM catalog.promotion_banners',
    );
    return rows[0]!.count;
  }

  /** Serialises writers of the banner list (positions are dense and shared by all placements). */
  async lockList(): Promise<void> {
    await this.db.query('LOCK TABLE catalog.promotion_banners IN SHARE ROW EXCLUSIVE MODE');
  }

  async findLocked(id: string): Promise<PromotionBanner | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.query<BannerRow>(
      `SELECT ${columns} FROM catalog.promotion_banners WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] && toBanner(rows[0]);
  }

  /** Puts the new banners first, in the order given, and moves the others down. */
  async insertFirst(banners: NewBanner[]): Promise<PromotionBanner[]> {
    await this.db.query('UPDATE catalog.promotion_banners SET position = position + $1', [banners.length]);
    const inserted: PromotionBanner[] = [];
    for (const [position, banner] of banners.entries()) {
      const { rows } = await this.db.query<BannerRow>(
        `INSERT INTO catalog.promotion_banners (image, link, placement, position) VALUES ($1, $2, $3, $4)
         RETURNING ${columns}`,
        [JSON.stringify(banner.image), banner.link, banner.placement, position],
      );
      inserted.push(toBanner(rows[0]!));
    }
    return inserted;
  }

  async update(id: string, banner: NewBanner): Promise<PromotionBanner> {
    const { rows } = await this.db.query<BannerRow>(
      `UPDATE catalog.promotion_banners SET image = $2, link = $3, placement = $4 WHERE id = $1 RETURNING ${columns}`,
      [id, JSON.stringify(banner.image), banner.link, banner.placement],
    );
    return toBanner(rows[0]!);
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM catalog.promotion_banners WHERE id = $1', [id]);
  }

  async ids(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM catalog.promotion_banners');
    return rows.map((row) => row.id);
  }

  /** Positions follow `orderedIds` (every banner, each once). */
  async reorder(orderedIds: string[]): Promise<void> {
    await this.db.query(
      `UPDATE catalog.promotion_banners b SET position = o.position - 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE b.id = o.id`,
      [orderedIds],
    );
  }
}
