import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cartService } from '@glow/cart';
import { catalogService } from '@glow/catalog';
import { dashboardService } from '@glow/dashboard';
import { messagingService } from '@glow/messaging';
import { notificationService } from '@glow/notification';
import { orderService } from '@glow/order';
import { paymentService } from '@glow/payment';
import { createLogger, InProcessBus } from '@glow/service-kit';
import {
  accountCallers,
  createTestKeys,
  fetchApiDocument,
  fuzzApi,
  redisTestUrl,
  signedCallers,
  startServiceForTest,
  type FuzzReport,
  type ServiceUnderTest,
  type TestServiceOptions,
} from '@glow/testing';
import { userService } from '@glow/user';
import { unlimited } from './processes';

export interface ServiceFuzzFigures extends FuzzReport {
  service: string;
  seconds: number;
}

const admin = { identifier: 'fuzz-admin@glow.test', password: 'fuzz admin password' };

/** Limits out of the way: a limiter's 429 ends a case before the input reaches the handler. */
const noLimits = Object.fromEntries(
  [
    'LOGIN_RATE_LIMIT_PER_IP',
    'LOGIN_RATE_LIMIT_PER_ACCOUNT',
    'REGISTER_RATE_LIMIT_PER_IP',
    'REFRESH_RATE_LIMIT_PER_IP',
    'RESET_RATE_LIMIT_PER_IP',
    'RESET_RATE_LIMIT_PER_ACCOUNT',
    'REAUTH_RATE_LIMIT_PER_ACCOUNT',
    'MFA_RATE_LIMIT_PER_IP',
    'MFA_RATE_LIMIT_PER_ACCOUNT',
    'CONTACT_RATE_LIMIT_PER_IP',
    'NEWSLETTER_RATE_LIMIT_PER_IP',
    'NEWSLETTER_RATE_LIMIT_PER_EMAIL',
    'CHECKOUT_RATE_LIMIT_PER_USER',
    'VERIFY_RATE_LIMIT_PER_USER',
    'ORDER_MAX_UNPAID_UNITS_PER_ADDRESS',
  ].map((name) => [name, unlimited]),
);

/**
 * Every service in-process on its own fresh database of the real PostgreSQL, one in-process bus,
 * order wired to the real cart, catalog and payment (test mode); each service fuzzed from its own
 * document (internal routes included), `casesPerRoute` cases per route as anonymous, shopper and admin.
 */
export async function measureFuzz(casesPerRoute: number, seed: number): Promise<ServiceFuzzFigures[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'glow-fuzz-'));
  const logger = createLogger('bench-fuzz', 'silent');
  const bus = new InProcessBus(logger);
  const keys = createTestKeys();
  const started: ServiceUnderTest[] = [];
  const start = async (
    definition: Parameters<typeof startServiceForTest>[0],
    env: Record<string, string> = {},
  ) => {
    const options: TestServiceOptions = {
      bus,
      keys,
      logger,
      env: { ...noLimits, MAIL_DIR: path.join(workDir, 'mail'), ...env },
    };
    const running = await startServiceForTest(definition, options);
    started.push(running);
    return running;
  };
  try {
    const user = await start(userService, {
      JWT_PRIVATE_KEY: keys.privateKey,
      ADMIN_EMAIL: admin.identifier,
      ADMIN_PASSWORD: admin.password,
    });
    const catalog = await start(catalogService, {
      SEED_DEMO: 'true',
      UPLOADS_DIR: path.join(workDir, 'uploads'),
    });
    const cart = await start(cartService);
    const payment = await start(paymentService);
    await start(messagingService);
    await start(notificationService, {
      REDIS_URL: await redisTestUrl(),
      NOTIFICATION_REDIS_PREFIX: `fuzz:${seed}:`,
    });
    await start(dashboardService);
    await start(orderService, {
      CART_SERVICE_URL: cart.url,
      CATALOG_SERVICE_URL: catalog.url,
      PAYMENT_SERVICE_URL: payment.url,
    });
    await bus.start();

    const figures: ServiceFuzzFigures[] = [];
    for (const running of started) {
      const startedAt = performance.now();
      const report = await fuzzApi({
        baseUrl: running.url,
        document: await fetchApiDocument(running.url),
        callers: running === user ? () => accountCallers(user.url, admin) : () => signedCallers(running),
        casesPerRoute,
        seed,
      });
      figures.push({
        service: running.service.ctx.name,
        seconds: Math.round((performance.now() - startedAt) / 1000),
        ...report,
      });
    }
    return figures;
  } finally {
    for (const running of started.reverse()) await running.stop();
    await bus.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
