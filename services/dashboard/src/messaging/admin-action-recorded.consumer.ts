import { adminActionTopics, type AdminAction, type EventEnvelope } from '@glow/contracts';
import type { BaseConfig, Consumer } from '@glow/service-kit';
import { AdminActionRepository } from '../data/admin-action-repository';

/** Appends each admin action a service recorded to the activity log, once. */
export const adminActionRecordedConsumer: Consumer<BaseConfig> = {
  topics: [...adminActionTopics],
  async handle(event: EventEnvelope, _topic, ctx) {
    await ctx.db.consumeOnce(event, (client) =>
      new AdminActionRepository(client).append(event as EventEnvelope<AdminAction>),
    );
  },
};
