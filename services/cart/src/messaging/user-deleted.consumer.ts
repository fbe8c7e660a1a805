import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { CartRepository } from '../data/cart-repository';
import { FavouriteRepository } from '../data/favourite-repository';

/** A deleted account takes its cart and favourites with it, once per event. */
export const userDeletedConsumer: Consumer<BaseConfig> = {
  topics: ['user.deleted'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { _id: userId } = event.data as TopicData<'user.deleted'>;
    await ctx.db.consumeOnce(event, async (client) => {
      await new CartRepository(client).clear(userId);
      await new FavouriteRepository(client).forgetUser(userId);
    });
  },
};
