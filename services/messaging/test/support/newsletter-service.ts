import { randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from '@glow/service-kit';
import {
  redisTestUrl,
  startServiceForTest,
  startSmtpSink,
  testPool,
  type SmtpSink,
  type TestDatabase,
  type TestKeys,
  type ServiceUnderTest,
} from '@glow/testing';
import { messagingService, type MessagingDeps } from '../../src';

export const shopUrl = 'https://shop.glow.test';

export interface Answer<T = { message: string }> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Sent as it is, with this content type (a form, for the one-click unsubscribe). */
  form?: string;
}

export interface MailingUnderTest {
  running: ServiceUnderTest<MessagingDeps>;
  sink: SmtpSink;
  /** The service's own database, for what no route shows. */
  pool: Pool;
  adminToken: string;
  shopperToken: string;
  call<T = { message: string }>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  stop(): Promise<void>;
}

export interface MailingOptions {
  env?: Record<string, string>;
  /** A database shared with another instance (a restart); it is not dropped on stop. */
  database?: TestDatabase;
  keys?: TestKeys;
  /** An SMTP sink shared with another instance; else one of its own, stopped with it. */
  sink?: SmtpSink;
}

/**
 * Messaging against the real PostgreSQL and Redis (rate-limit counters under a fresh prefix) and
 * an SMTP sink. Limits are out of the way unless a test sets them; retries are quick.
 */
export async function startMailingService(options: MailingOptions = {}): Promise<MailingUnderTest> {
  const sink = options.sink ?? (await startSmtpSink());
  const running = (await startServiceForTest(messagingService, {
    database: options.database,
    keys: options.keys,
    env: {
      SMTP_URL: sink.url,
      SHOP_URL: shopUrl,
      SHOP_EMAIL: 'shop@glow.test',
      REDIS_URL: await redisTestUrl(),
      RATE_LIMIT_PREFIX: `glow:test:${randomBytes(6).toString('hex')}:`,
      CONTACT_RATE_LIMIT_PER_IP: '1000',
      NEWSLETTER_RATE_LIMIT_PER_IP: '1000',
      NEWSLETTER_RATE_LIMIT_PER_EMAIL: '1000',
      MAIL_RETRY_DELAY_MS: '50',
      ...options.env,
    },
  })) as ServiceUnderTest<MessagingDeps>;
  const pool = testPool(options.database?.url ?? running.database!.url);

  const call = async <T>(method: string, path: string, { body, token, form }: CallOptions = {}) => {
    const response = await fetch(`${running.url}${path}`, {
      method,
      headers: {
        'content-type': form === undefined ? 'application/json' : 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (json ? JSON.parse(text) : {}) as T,
    };
  };

  return {
    running,
    sink,
    pool,
    adminToken: running.keys.sign({ _id: randomUUID(), isAdmin: true }),
    shopperToken: running.keys.sign({ _id: randomUUID(), isAdmin: false }),
    call,
    stop: async () => {
      await pool.end();
      await running.stop();
      if (!options.sink) await sink.stop();
    },
  };
}
