import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';
import { UserRepository } from '../data/user-repository';

/** Keeps buyers' emails (the order's `user`, the confirmation's address) from the user service's events. */
export const userChangedConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['user.registered', 'user.updated', 'user.deleted'],
  async handle(event: EventEnvelope, topic, ctx) {
    await ctx.db.consumeOnce(event, async (client) => {
      const users = new UserRepository(client);
      if (topic === 'user.deleted') return users.remove((event.data as TopicData<'user.deleted'>)._id);
      const { _id, email } = event.data as TopicData<'user.registered'>;
      await users.save(_id, email);
    });
  },
};
