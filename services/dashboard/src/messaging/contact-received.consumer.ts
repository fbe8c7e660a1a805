import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { addToFeed } from '../domain/feed';

/** A shopper's contact message goes into the feed, once. */
export const contactReceivedConsumer: Consumer<BaseConfig> = {
  topics: ['contact.received'],
  async handle(event: EventEnvelope, _topic, ctx) {
    const { _id, name, subject, createdAt } = event.data as TopicData<'contact.received'>;
    await ctx.db.consumeOnce(event, (client) =>
      addToFeed(client, ctx.outbox, { kind: 'message', id: `message:${_id}`, name, subject, at: createdAt }),
    );
  },
};
