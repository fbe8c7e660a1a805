import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** NGN → currency; what the browser tests expect the catalog to pass on. */
export const upstreamRates: Record<string, number> = {
  NGN: 1,
  USD: 0.00065,
  EUR: 0.0006,
  GBP: 0.0005,
  CAD: 0.0009,
  AUD: 0.001,
  CNY: 0.0047,
  ZAR: 0.012,
  AED: 0.0024,
};

export interface RatesUpstream {
  /** The `EXCHANGE_RATES_URL` for the stack. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A local stand-in for the public exchange-rate service (ExchangeRate-API's "latest" shape), so the
 * stack never reaches for the internet and `GET /api/exchange-rates` answers the same everywhere.
 */
export function startRatesUpstream(): Promise<RatesUpstream> {
  const server = http.createServer((_req, res) => {
    const now = Math.floor(Date.now() / 1000);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        result: 'success',
        base_code: 'NGN',
        time_last_update_unix: now,
        rates: upstreamRates,
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v6/latest/NGN`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
