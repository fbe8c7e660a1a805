import {
  itDescribesEveryRoute,
  redisTestUrl,
  startServiceForTest,
  type ServiceUnderTest,
} from '@glow/testing';
import { notificationService } from '../src';
import { runPrefix } from './helpers/notification';

// Notification answers no HTTP route of its own (only the Socket.IO handshake under /socket.io, which
// Socket.IO serves before Express): its document is empty and must stay so.
let running: ServiceUnderTest;
beforeAll(async () => {
  running = await startServiceForTest(notificationService, {
    env: { REDIS_URL: await redisTestUrl(), NOTIFICATION_REDIS_PREFIX: runPrefix() },
  });
});
afterAll(() => running.stop());

itDescribesEveryRoute({ running: () => running, opaqueMounts: [] });
