import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How the double answers, after ExchangeRate-API's documented success and error shapes. */
export type ProviderMode =
  'ok' | 'keyed-ok' | 'http-500' | 'result-error' | 'wrong-base' | 'bad-rate' | 'not-json' | 'hang';

export const latestPath = '/v6/latest/NGN';
export const publishedAt = 1732147351;

export interface RatesProviderDouble {
  /** The `EXCHANGE_RATES_URL` to give the service. */
  url: string;
  mode: ProviderMode;
  rates: Record<string, number>;
  /** Delay before answering, so concurrent callers overlap. */
  delayMs: number;
  calls: number;
  paths: string[];
  stop(): Promise<void>;
}

function answerOf(double: RatesProviderDouble): { status: number; body: string } {
  const success = {
    result: 'success',
    provider: 'https://www.exchangerate-api.com',
    documentation: 'https://www.exchangerate-api.com/docs/free',
    time_last_update_unix: publishedAt,
    time_last_update_utc: new Date(publishedAt * 1000).toUTCString(),
    time_next_update_unix: publishedAt + 86_400,
    base_code: 'NGN',
    rates: { NGN: 1, ...double.rates },
  };
  switch (double.mode) {
    case 'ok':
      return { status: 200, body: JSON.stringify(success) };
    case 'keyed-ok': {
      const { rates, ...rest } = success;
      return { status: 200, body: JSON.stringify({ ...rest, conversion_rates: rates }) };
    }
    case 'http-500':
      return { status: 500, body: 'Internal Server Error' };
    case 'result-error':
      return { status: 200, body: JSON.stringify({ result: 'error', 'error-type': 'unsupported-code' }) };
    case 'wrong-base':
      return { status: 200, body: JSON.stringify({ ...success, base_code: 'USD' }) };
    case 'bad-rate':
      return { status: 200, body: JSON.stringify({ ...success, rates: { ...success.rates, USD: -0.0006 } }) };
    case 'not-json':
      return { status: 200, body: '<html>maintenance</html>' };
    case 'hang':
      throw new Error('a hanging double never answers');
  }
}

/** A local stand-in for the exchange-rate provider that counts its calls. */
export async function startRatesProviderDouble(rates: Record<string, number>): Promise<RatesProviderDouble> {
  const server = http.createServer();
  const double: RatesProviderDouble = {
    url: '',
    mode: 'ok',
    rates,
    delayMs: 0,
    calls: 0,
    paths: [],
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  server.on('request', (req, res) => {
    double.calls += 1;
    double.paths.push(req.url ?? '');
    if (double.mode === 'hang') return;
    const answer = answerOf(double);
    void sleep(double.delayMs).then(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${latestPath}`;
  return double;
}
