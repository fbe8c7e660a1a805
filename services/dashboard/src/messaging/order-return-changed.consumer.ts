import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { Returns } from '../domain/returns';

/** Keeps each return's latest status (requested, received, withdrawn), once per event. */
export const orderReturnChangedConsumer: Consumer<BaseConfig> = {
  topics: ['order.return.changed'],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.consumeOnce(event, (client) =>
      new Returns(client).changed(event as EventEnvelope<TopicData<'order.return.changed'>>),
    );
  },
};
