import type { Logger } from '@glow/service-kit';
import type { Redis } from 'ioredis';

/** Remembers event ids, so a redelivered event is pushed to browsers only once. */
export interface SeenEvents {
  /** True the first time an id is offered. */
  firstSighting(eventId: string): Promise<boolean>;
}

/** Shared by every instance: a redelivery to another instance is still caught. */
export class RedisSeenEvents implements SeenEvents {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds: number,
    private readonly logger: Logger,
  ) {}

  // While Redis is away, push without dedupe at once: a possible duplicate on screen is better than a lost
  // or stalled notification (the outage itself is logged by the client).
  async firstSighting(eventId: string): Promise<boolean> {
    if (this.redis.status !== 'ready') return true;
    try {
      return (await this.redis.set(`${this.keyPrefix}${eventId}`, '1', 'EX', this.ttlSeconds, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn({ err: error, eventId }, 'dedupe unavailable: pushing without it');
      return true;
    }
  }
}

/** The embedded default: one process, the most recent ids only. */
export class MemorySeenEvents implements SeenEvents {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  async firstSighting(eventId: string): Promise<boolean> {
    if (this.ids.has(eventId)) return false;
    this.ids.add(eventId);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}
