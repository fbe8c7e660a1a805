import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { MessagingConfig } from '../../config';
import type { MessagingDeps } from '../../deps';
import { UserDirectoryRepository } from '../data/user-directory-repository';

/** Keeps messaging's own list of users (the admin's recipients) from the user service's events. */
export const userDirectoryConsumer: Consumer<MessagingConfig & BaseConfig, MessagingDeps> = {
  topics: ['user.registered', 'user.updated', 'user.deleted'],
  async handle(event: EventEnvelope, topic, ctx) {
    await ctx.db.consumeOnce(event, async (client) => {
      const users = new UserDirectoryRepository(client);
      if (topic === 'user.deleted') {
        await users.remove((event.data as TopicData<'user.deleted'>)._id);
        return;
      }
      const { _id, username, email } = event.data as TopicData<'user.registered'>;
      await users.save({ id: _id, username, email, registeredAt: event.occurredAt });
    });
  },
};
