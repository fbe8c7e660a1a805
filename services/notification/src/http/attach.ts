import type { Server as HttpServer } from 'node:http';
import { createRateLimits, pushSpan, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { createAdapter } from '@socket.io/redis-adapter';
import { Gauge } from 'prom-client';
import { Server } from 'socket.io';
import type { NotificationConfig } from '../config';
import { connectRedis } from '../data/redis-clients';
import { MemorySeenEvents, RedisSeenEvents } from '../data/seen-events';
import type { NotificationDeps } from '../deps';
import type { Push } from '../domain/push';
import { userRoom } from '../domain/rooms';
import { authenticate } from './authenticate';
import { limitHandshakes } from './handshake-limit';
import { onConnection } from './on-connection';
import type { NotificationServer } from './socket-types';

type Context = ServiceContext<NotificationConfig & BaseConfig>;

function trackConnectedClients(ctx: Context, io: NotificationServer): void {
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'Socket.IO clients connected to this instance',
    registers: [ctx.metrics.registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
}

/** Socket.IO on the service's HTTP server; with REDIS_URL, instances share rooms through Redis. */
export async function attachRealtime(
  server: HttpServer,
  ctx: Context,
  { hub }: NotificationDeps,
): Promise<() => Promise<void>> {
  const { config, logger } = ctx;
  const prefix = config.NOTIFICATION_REDIS_PREFIX;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, logger) : undefined;
  if (!redis) {
    logger.info(
      'REDIS_URL not set: Socket.IO in-memory adapter and in-memory dedupe, one instance only (embedded default)',
    );
  }

  const io: NotificationServer = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub, { key: `${prefix}:socket.io` }) } : {}),
  });
  const limits = createRateLimits(
    { REDIS_URL: config.REDIS_URL, RATE_LIMIT_PREFIX: `${prefix}:rl:` },
    logger,
  );
  io.use(
    limitHandshakes(
      limits.keyed({
        name: 'handshake',
        limit: config.HANDSHAKE_RATE_LIMIT_PER_IP,
        windowMs: config.HANDSHAKE_RATE_LIMIT_WINDOW_MS,
      }),
    ),
  );
  io.use(authenticate(ctx.auth));
  // Counting starts with the first handshake: wait (briefly) for the limiter's Redis.
  await limits.ready();
  io.on('connection', (socket) => onConnection(socket, ctx.auth, logger));
  trackConnectedClients(ctx, io);

  const detachHub = hub.attach({
    seen: redis
      ? new RedisSeenEvents(redis.pub, `${prefix}:seen:`, config.NOTIFICATION_DEDUPE_TTL_SECONDS, logger)
      : new MemorySeenEvents(),
    push: ({ event, rooms, payload }: Push) =>
      pushSpan(event, rooms, () => {
        (io.to(rooms).emit as (name: string, data: unknown) => boolean)(event, payload);
      }),
    redisReachable: async () => redis?.reachable() ?? true,
    disconnectRevoked: async ({ userId, tokenVersion, deleted, sessionId }) => {
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      const revoked = sockets.filter(({ data: { user } }) =>
        sessionId !== undefined ? user.sid === sessionId : deleted || user.tv < tokenVersion,
      );
      for (const socket of revoked) socket.disconnect(true);
      return revoked.length;
    },
  });

  return async () => {
    detachHub();
    // Local only: through the Redis adapter a plain disconnectSockets would drop every instance's clients.
    io.local.disconnectSockets(true);
    io.engine.close();
    await redis?.close();
    await limits.close();
  };
}
