import {
  capturedLog,
  createTestDatabase,
  startServiceForTest,
  testPool,
  waitFor,
  type ServiceUnderTest,
  type TestDatabase,
} from '@glow/testing';
import { catalogService } from '../src';
import { ExchangeRateProvider } from '../src/exchange-rates/clients/exchange-rate-provider';
import { ExchangeRateBook } from '../src/exchange-rates/domain/exchange-rate-book';
import type { RatesSnapshot } from '../src/exchange-rates/data/exchange-rate-repository';
import type { ExchangeRates } from '../src/exchange-rates/domain/exchange-rates';
import { shippedRates } from '../src/exchange-rates/domain/shipped-rates';
import {
  latestPath,
  publishedAt,
  startRatesProviderDouble,
  type ProviderMode,
  type RatesProviderDouble,
} from './support/rates-provider-double';

const usdEur = { USD: 0.000595, EUR: 0.000566 };
const expected: ExchangeRates = {
  base: 'NGN',
  rates: { NGN: 1, ...usdEur },
  updatedAt: new Date(publishedAt * 1000).toISOString(),
  source: 'live',
};
const fromSnapshot: ExchangeRates = {
  base: 'NGN',
  rates: { ...shippedRates.rates, NGN: 1 },
  updatedAt: shippedRates.updatedAt.toISOString(),
  source: 'snapshot',
  stale: true,
};
/** Long enough for a 1 s TTL and the 1 s retry memo to run out, with room on a busy machine. */
const ttlWait = 10_000;

interface RatesAnswer {
  status: number;
  body: unknown;
  cacheControl: string | null;
  retryAfter: string | null;
}

/** Asks for rates until an answer passes `accept` (the TTL or the failure memo has run out). */
async function ratesOnceTheyAre(
  what: string,
  service: ServiceUnderTest,
  accept: (answer: RatesAnswer) => boolean,
): Promise<RatesAnswer> {
  let answer: RatesAnswer | undefined;
  await waitFor(what, async () => accept((answer = await getRates(service))), ttlWait, 50);
  return answer!;
}

const isStale = (answer: RatesAnswer) => (answer.body as { stale?: boolean }).stale === true;
const usd = (answer: RatesAnswer) => (answer.body as ExchangeRates).rates?.USD;

async function getRates(service: ServiceUnderTest): Promise<RatesAnswer> {
  const response = await fetch(`${service.url}/api/exchange-rates`);
  return {
    status: response.status,
    body: await response.json(),
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
  };
}

function startCatalog(
  double: RatesProviderDouble,
  env: Record<string, string> = {},
  database?: TestDatabase,
) {
  return startServiceForTest(catalogService, {
    env: { EXCHANGE_RATES_URL: double.url, EXCHANGE_RATES_TIMEOUT_MS: '300', ...env },
    database,
  });
}

let double: RatesProviderDouble;

beforeEach(async () => {
  double = await startRatesProviderDouble({ ...usdEur });
});
afterEach(async () => {
  await double.stop();
});

describe('GET /api/exchange-rates with a working provider', () => {
  let catalog: ServiceUnderTest;

  beforeEach(async () => {
    catalog = await startCatalog(double);
  });
  afterEach(async () => {
    await catalog.stop();
  });

  it('when rates are asked for the first time, then the provider is asked once and its NGN rates are answered and stored', async () => {
    const answer = await getRates(catalog);

    expect(answer).toEqual({
      status: 200,
      body: expected,
      cacheControl: 'public, max-age=300',
      retryAfter: null,
    });
    expect(double.paths).toEqual([latestPath]);
    const { rows } = await catalog.service.ctx.db.pool.query(
      'SELECT rates, updated_at FROM catalog.exchange_rates',
    );
    expect(rows).toEqual([{ rates: expected.rates, updated_at: new Date(expected.updatedAt) }]);
  });

  it('when rates are asked again within the TTL, then the provider is not asked again', async () => {
    await getRates(catalog);
    double.rates = { USD: 0.0007 };

    const again = await getRates(catalog);

    expect(again.body).toEqual(expected);
    expect(double.calls).toBe(1);
  });

  it('when many requests arrive before the first answer, then they share one provider call', async () => {
    double.delayMs = 150;

    const answers = await Promise.all(Array.from({ length: 12 }, () => getRates(catalog)));

    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(12).fill([200, expected]));
    expect(double.calls).toBe(1);
  });

  it('when the provider answers without NGN in the table, then NGN: 1 is added', async () => {
    double.rates = { USD: 0.0006 };

    const answer = await getRates(catalog);

    expect(answer.body).toEqual({ ...expected, rates: { NGN: 1, USD: 0.0006 } });
  });
});

describe('GET /api/exchange-rates after the TTL', () => {
  let catalog: ServiceUnderTest;

  beforeEach(async () => {
    catalog = await startCatalog(double, { EXCHANGE_RATES_TTL_SECONDS: '1' });
    expect((await getRates(catalog)).body).toEqual(expected);
  });
  afterEach(async () => {
    await catalog.stop();
  });

  it('when the TTL has passed, then the provider is asked again and the new rates are answered and stored', async () => {
    double.rates = { USD: 0.0007 };

    const answer = await ratesOnceTheyAre('the new rates', catalog, (candidate) => usd(candidate) === 0.0007);

    expect(answer.body).toEqual({ ...expected, rates: { NGN: 1, USD: 0.0007 } });
    expect(answer.cacheControl).toBe('public, max-age=1');
    expect(double.calls).toBe(2);
    const { rows } = await catalog.service.ctx.db.pool.query('SELECT rates FROM catalog.exchange_rates');
    expect(rows).toEqual([{ rates: { NGN: 1, USD: 0.0007 } }]);
  });

  it.each<ProviderMode>(['http-500', 'result-error', 'bad-rate', 'hang'])(
    'when the provider then fails (%s), then the last good rates are answered as stale and it is not asked again at once',
    async (mode) => {
      double.mode = mode;

      const answer = await ratesOnceTheyAre('stale rates', catalog, isStale);
      const again = await getRates(catalog);

      expect(answer).toEqual({
        status: 200,
        body: { ...expected, stale: true },
        cacheControl: 'public, max-age=1',
        retryAfter: null,
      });
      expect(again.body).toEqual({ ...expected, stale: true });
      expect(double.calls).toBe(2);
    },
  );

  it('when the provider recovers after failing, then fresh rates without the stale mark are answered', async () => {
    double.mode = 'http-500';
    expect((await ratesOnceTheyAre('stale rates', catalog, isStale)).body).toEqual({
      ...expected,
      stale: true,
    });
    double.mode = 'ok';
    double.rates = { USD: 0.0007 };

    const recovered = await ratesOnceTheyAre('fresh rates', catalog, (answer) => !isStale(answer));
    expect(recovered.body).toEqual({ ...expected, rates: { NGN: 1, USD: 0.0007 } });
    expect(double.calls).toBe(3);
  });
});

describe('GET /api/exchange-rates without ever having rates', () => {
  it.each<ProviderMode>(['http-500', 'hang'])(
    'when the provider fails (%s) before any good answer, then the shipped snapshot, and live rates once it recovers',
    async (mode) => {
      double.mode = mode;
      const catalog = await startCatalog(double, { EXCHANGE_RATES_TTL_SECONDS: '1' });
      try {
        expect(await getRates(catalog)).toEqual({
          status: 200,
          body: fromSnapshot,
          cacheControl: 'public, max-age=1',
          retryAfter: null,
        });
        expect((await getRates(catalog)).body).toEqual(fromSnapshot);
        expect(double.calls).toBe(1);

        double.mode = 'ok';
        const recovered = await ratesOnceTheyAre(
          'live rates',
          catalog,
          (answer) => (answer.body as ExchangeRates).source === 'live',
        );
        expect(recovered.body).toEqual(expected);
        expect(double.calls).toBe(2);
      } finally {
        await catalog.stop();
      }
    },
  );
});

describe('GET /api/exchange-rates after a restart', () => {
  it('when restarted on the same database, then the stored rates are served: fresh within the TTL, stale after it with the provider down', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startCatalog(double, { EXCHANGE_RATES_TTL_SECONDS: '1' }, database);
      expect((await getRates(first)).body).toEqual(expected);
      await first.stop();
      double.mode = 'http-500';

      const withinTtl = await startCatalog(double, { EXCHANGE_RATES_TTL_SECONDS: '3600' }, database);
      expect((await getRates(withinTtl)).body).toEqual(expected);
      expect(double.calls).toBe(1);
      await withinTtl.stop();

      // The stored rates age past the TTL without waiting for it.
      const pool = testPool(database.url, 1);
      await pool.query("UPDATE catalog.exchange_rates SET fetched_at = fetched_at - interval '1 hour'");
      await pool.end();
      const afterTtl = await startCatalog(double, { EXCHANGE_RATES_TTL_SECONDS: '1' }, database);
      expect((await getRates(afterTtl)).body).toEqual({ ...expected, stale: true });
      expect(double.calls).toBe(2);
      await afterTtl.stop();
    } finally {
      await database.drop();
    }
  });
});

describe('ExchangeRateBook', () => {
  const levelName: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn' };

  it('when the provider fails, then one line names the failure and whether stale rates are served, without a stack', async () => {
    const { lines, logger } = capturedLog('catalog');
    let saved: RatesSnapshot | null = null;
    const book = new ExchangeRateBook({
      provider: new ExchangeRateProvider(double.url, 1_000),
      store: { load: async () => saved, save: async (snapshot) => void (saved = snapshot) },
      logger,
      ttlMs: 0,
      retryMs: 0,
      fallback: shippedRates,
    });
    double.mode = 'result-error';
    await expect(book.current()).resolves.toEqual(fromSnapshot);
    double.mode = 'ok';
    await expect(book.current()).resolves.toEqual(expected);
    double.mode = 'http-500';
    await expect(book.current()).resolves.toEqual({ ...expected, stale: true });

    expect(lines.map((line) => [levelName[line.level], line.msg, 'err' in line])).toEqual([
      [
        'warn',
        expect.stringMatching(
          /^exchange rate provider failed: .*unsupported-code.*; no rates were ever fetched; serving the shipped snapshot$/,
        ),
        false,
      ],
      [
        'info',
        expect.stringMatching(/^exchange rate provider answers again after \d+ s and 1 failed attempts$/),
        false,
      ],
      [
        'warn',
        expect.stringMatching(
          /^exchange rate provider failed: .*HTTP 500.*; serving the last good rates as stale$/,
        ),
        false,
      ],
    ]);
  });

  it('when the provider stays down through many retries, then the outage is one warning and the retries are debug lines', async () => {
    const { lines, logger } = capturedLog('catalog');
    const book = new ExchangeRateBook({
      provider: new ExchangeRateProvider(double.url, 1_000),
      store: { load: async () => null, save: async () => undefined },
      logger,
      ttlMs: 0,
      retryMs: 0,
      fallback: shippedRates,
    });
    double.mode = 'http-500';
    for (let attempt = 0; attempt < 5; attempt++) await book.current();

    expect(lines.map((line) => levelName[line.level])).toEqual(['warn', 'debug', 'debug', 'debug', 'debug']);
    expect(lines[4]).toMatchObject({ failures: 5 });
  });
});

describe('ExchangeRateProvider', () => {
  it('when the keyed ExchangeRate-API endpoint answers conversion_rates, then they are read as the rates', async () => {
    double.mode = 'keyed-ok';
    await expect(new ExchangeRateProvider(double.url, 1_000).latest()).resolves.toEqual({
      rates: { NGN: 1, ...usdEur },
      updatedAt: new Date(publishedAt * 1000),
    });
  });

  it.each<[ProviderMode, RegExp]>([
    ['http-500', /HTTP 500/],
    ['result-error', /error unsupported-code/],
    ['wrong-base', /malformed/],
    ['bad-rate', /malformed/],
    ['not-json', /malformed/],
    ['hang', /timeout|aborted/i],
  ])('when the provider answers %s, then the fetch fails with a reason', async (mode, reason) => {
    double.mode = mode;
    await expect(new ExchangeRateProvider(double.url, 200).latest()).rejects.toThrow(reason);
  });
});
