import type { HeroButton, HeroSection, Image } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

interface HeroRow {
  title: string;
  subtitle: string;
  images: Image[];
  buttons: HeroButton[];
}

const toHero = (row: HeroRow): HeroSection => ({
  title: row.title,
  subtitle: row.subtitle,
  images: row.images,
  buttons: row.buttons,
});

export class HeroRepository {
  constructor(private readonly db: Queryable) {}

  /** The section, or undefined while none was ever saved; `lock` holds its row for the transaction. */
  async find(lock = false): Promise<HeroSection | undefined> {
    const { rows } = await this.db.query<HeroRow>(
      `SELECT title, subtitle, images, buttons FROM catalog.hero_section${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0] && toHero(rows[0]);
  }

  async save(hero: HeroSection): Promise<HeroSection> {
    const { rows } = await this.db.query<HeroRow>(
      `INSERT INTO catalog.hero_section (singleton, title, subtitle, images, buttons) VALUES (true, $1, $2, $3, $4)
       ON CONFLICT (singleton) DO UPDATE SET title = excluded.title, subtitle = excluded.subtitle,
         images = excluded.images, buttons = excluded.buttons, updated_at = now()
       RETURNING title, subtitle, images, buttons`,
      [hero.title, hero.subtitle, JSON.stringify(hero.images), JSON.stringify(hero.buttons)],
    );
    return toHero(rows[0]!);
  }
}
