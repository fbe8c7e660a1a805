import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { NotificationConfig } from '../config';
import type { NotificationDeps } from '../deps';
import type { Push } from '../domain/push';
import { topicHandlers } from './topic-handlers';

/** Consumer group `notification`: turns each topic's events into browser events, once per event id. */
export const pushConsumer: Consumer<NotificationConfig & BaseConfig, NotificationDeps> = {
  topics: topicHandlers.map((handler) => handler.topic),
  async handle(event, topic, ctx, deps) {
    const handler = topicHandlers.find((candidate) => candidate.topic === topic);
    if (!handler) throw new Error(`no browser event for topic ${topic}`);
    const hub = deps.hub.current();
    if (!(await hub.seen.firstSighting(event.id))) {
      ctx.logger.debug({ eventId: event.id, topic }, 'duplicate event not pushed again');
      return;
    }
    // The bus validated `data` against this topic's schema before the handler runs.
    const toPush = handler.toPush as (data: unknown) => Push;
    hub.push(toPush(event.data));
  },
};
