import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import type { CatalogDeps } from '../../deps';
import { ReviewRepository } from '../data/review-repository';

/** Keeps the usernames reviews are shown with, from the user service's announcements. */
export const reviewAuthorsConsumer: Consumer<CatalogSettings & BaseConfig, CatalogDeps> = {
  topics: ['user.registered', 'user.updated', 'user.deleted'],
  async handle(event: EventEnvelope, topic, ctx) {
    await ctx.db.consumeOnce(event, async (client) => {
      const authors = new ReviewRepository(client);
      if (topic === 'user.deleted') {
        await authors.forgetAuthor((event.data as TopicData<'user.deleted'>)._id);
        return;
      }
      const user = event.data as TopicData<'user.registered'>;
      await authors.saveAuthor(user._id, user.username);
    });
  },
};
