import { ConfigError, createLogger, type Logger } from '@glow/service-kit';
import { createTestDatabase, startServiceForTest, type TestDatabase } from '@glow/testing';
import { paymentService } from '../src';

const liveKeys = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK-0123456789abcdef0123456789abcdef-X',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-0123456789abcdef0123456789abcdef-X',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef0123456789abcdef01234567',
  PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef0123456789abcdef01234567',
};
const testKeys = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-0123456789abcdef0123456789abcdef-X',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-0123456789abcdef0123456789abcdef-X',
  PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef0123456789abcdef01234567',
  PAYSTACK_PUBLIC_KEY: 'pk_test_0123456789abcdef0123456789abcdef01234567',
};
const webhookHash = { FLUTTERWAVE_WEBHOOK_HASH: 'the-dashboard-secret-hash' };
const production = { NODE_ENV: 'production' };

// One database for every start: a refused start leaves its pool open, and dropping the database ends it.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function warningsLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const logger = createLogger('payment', 'warn', {
    write: (line: string) => {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level === 40) warnings.push(entry.msg);
    },
  });
  return { logger, warnings };
}

const start = (env: Record<string, string>, logger?: Logger) =>
  startServiceForTest(paymentService, { env, database, logger });

async function refusalOf(env: Record<string, string>): Promise<Error> {
  const running = await start(env).catch((error: Error) => error);
  if (running instanceof Error) return running;
  await running.stop();
  throw new Error('the service started');
}

/** `payment_provider_mode{mode}` as /metrics shows it: { sandbox: 0 | 1, live: 0 | 1 }. */
async function modeGauge(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const samples = text.matchAll(/^payment_provider_mode\{[^}]*mode="(\w+)"[^}]*\} (\d+)$/gm);
  return Object.fromEntries([...samples].map(([, mode, value]) => [mode!, Number(value)]));
}

describe('outside production', () => {
  it('when nothing is set, then test mode runs and /metrics says payment_provider_mode{mode="sandbox"} 1', async () => {
    const payment = await start({});
    try {
      const config = (await (await fetch(`${payment.url}/api/payments/config`)).json()) as {
        testMode: boolean;
      };

      expect(config.testMode).toBe(true);
      expect(await modeGauge(payment.url)).toEqual({ sandbox: 1, live: 0 });
    } finally {
      await payment.stop();
    }
  });

  it.each(Object.keys(liveKeys) as (keyof typeof liveKeys)[])(
    'when test mode (the default) is given a live %s, then the service does not start and names it',
    async (name) => {
      const error = await refusalOf({ ...testKeys, [name]: liveKeys[name] });

      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toContain(`${name}: a live key`);
      expect(error.message).toContain('PAYMENT_PROVIDER_MODE=sandbox');
    },
  );
});

describe('in production (NODE_ENV=production)', () => {
  it('when PAYMENT_PROVIDER_MODE is unset, then the service does not start and names it', async () => {
    const error = await refusalOf({ ...production, ...liveKeys, ...webhookHash });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/PAYMENT_PROVIDER_MODE: required when NODE_ENV=production/);
  });

  it('when the mode is sandbox, then the service does not start: test mode is no part of production', async () => {
    const error = await refusalOf({ ...production, PAYMENT_PROVIDER_MODE: 'sandbox' });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/PAYMENT_PROVIDER_MODE: sandbox takes no real money/);
  });

  it('when live with live keys, then it starts without a warning and /metrics says live', async () => {
    const { logger, warnings } = warningsLogger();
    const payment = await start(
      { ...production, PAYMENT_PROVIDER_MODE: 'live', ...liveKeys, ...webhookHash },
      logger,
    );
    try {
      expect(await modeGauge(payment.url)).toEqual({ sandbox: 0, live: 1 });
      expect(warnings).toEqual([]);
    } finally {
      await payment.stop();
    }
  });

  it('when live with test keys (a staging deployment), then it starts and warns about each test key', async () => {
    const { logger, warnings } = warningsLogger();
    const payment = await start(
      { ...production, PAYMENT_PROVIDER_MODE: 'live', ...testKeys, ...webhookHash },
      logger,
    );
    try {
      expect(await modeGauge(payment.url)).toEqual({ sandbox: 0, live: 1 });
      expect(warnings.sort()).toEqual(
        Object.keys(testKeys)
          .sort()
          .map((name) => `${name} is a test key in production: the provider takes no real money with it`),
      );
    } finally {
      await payment.stop();
    }
  });
});
