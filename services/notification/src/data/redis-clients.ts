import type { Logger } from '@glow/service-kit';
import { Redis } from 'ioredis';

export interface RedisClients {
  pub: Redis;
  sub: Redis;
  /** Both connections answer a PING; the subscriber's answer also means its subscriptions are in place. */
  reachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

function reportOutages(client: Redis, role: string, logger: Logger): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) logger.warn({ err: error, client: role }, 'redis unreachable: retrying');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info({ client: role }, 'redis reachable again');
    down = false;
  });
}

// The Socket.IO adapter calls these without handling their promises; ioredis rejects them during an outage
// or at disconnect, and an unhandled rejection would end the process.
function catchDiscardedRejections(client: Redis, methods: string[], logger: Logger): void {
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const original = commands[method]!.bind(client);
    commands[method] = (...args) =>
      original(...args).catch((error: Error) =>
        logger.warn({ err: error, command: method }, 'redis command failed'),
      );
  }
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), timeoutMs)));
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

/**
 * The adapter's pair: commands on `pub` give up after a few reconnect attempts (a push is not worth a
 * backlog); `sub` waits for Redis however long it takes, so its subscriptions are made once it is back.
 */
export function connectRedis(url: string, logger: Logger): RedisClients {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  reportOutages(pub, 'pub', logger);
  reportOutages(sub, 'sub', logger);
  catchDiscardedRejections(pub, ['publish'], logger);
  catchDiscardedRejections(sub, ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'], logger);
  return {
    pub,
    sub,
    async reachable(timeoutMs = 1_000) {
      if (pub.status !== 'ready' || sub.status !== 'ready') return false;
      return withTimeout(
        Promise.all([pub.ping(), sub.ping()]).then(() => true),
        timeoutMs,
        false,
      );
    },
    close: async () => {
      await Promise.all([closeClient(pub), closeClient(sub)]);
    },
  };
}
