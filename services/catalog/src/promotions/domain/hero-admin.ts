import type { HeroButton, HeroSection } from '@glow/contracts';
import { badRequest, notFound, type Database } from '@glow/service-kit';
import { HeroRepository } from '../data/hero-repository';
import type { MediaLibrary, UploadedFile } from '../../media/domain/media-library';

export interface HeroText {
  title: string;
  subtitle: string;
  buttons: HeroButton[];
}

export const heroImageNotFound = 'Image not found in the hero section';

/** The admin's hero section: text and buttons replaced, uploaded images added after the current ones. */
export class HeroAdmin {
  constructor(
    private readonly db: Database,
    private readonly media: MediaLibrary,
  ) {}

  get(): Promise<HeroSection | undefined> {
    return new HeroRepository(this.db.pool).find();
  }

  update(text: HeroText, files: UploadedFile[]): Promise<HeroSection> {
    return this.media.changeWithImages(files, async (added) =>
      this.db.transaction(async (client) => {
        const heroes = new HeroRepository(client);
        const current = await heroes.find(true);
        return heroes.save({ ...text, images: [...(current?.images ?? []), ...added] });
      }),
    );
  }

  async deleteImage(publicId: string): Promise<HeroSection> {
    if (!publicId) throw badRequest('public_id is required');
    return this.db.transaction(async (client) => {
      const heroes = new HeroRepository(client);
      const current = await heroes.find(true);
      const image = current?.images.find((each) => each.public_id === publicId);
      if (!current || !image) throw notFound(heroImageNotFound);
      const hero = await heroes.save({
        ...current,
        images: current.images.filter((each) => each !== image),
      });
      await this.media.letGo(client, [image]);
      return hero;
    });
  }
}
