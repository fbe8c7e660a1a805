import type { Topic, TopicData } from '@glow/contracts';
import type { Push } from '../domain/push';

/** Maps one topic's (already validated) event to the browser event it becomes. */
export interface TopicHandler<T extends Topic> {
  topic: T;
  toPush(data: TopicData<T>): Push;
}

export type AnyTopicHandler = { [T in Topic]: TopicHandler<T> }[Topic];
