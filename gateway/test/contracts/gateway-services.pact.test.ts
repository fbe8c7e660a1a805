import { MatchersV3 } from '@pact-foundation/pact';
import { createLogger } from '@glow/service-kit';
import type { Request } from 'express';
import { pageStatus } from '../../src/page-status';
import { serviceNames, type ServiceName } from '../../src/routes';
import type { RunningGateway } from '../../src/server';
import { createUpstreamProxy } from '../../src/upstream-proxy';
import { startTestGateway } from '../support/gateway';
import { contractWith, itMatchesTheCommittedPact, type Contract } from '@glow/testing/pact';
import { freePort } from '@glow/testing';

const { fromProviderState, like, regex } = MatchersV3;

/**
 * What the gateway asks each service for itself (not the shoppers' proxied requests): readiness for
 * `/api/health`, the API description it merges, the metrics it hands on, and the catalog's product
 * check for a product page's status. The real gateway runs in front of one Pact mock server per
 * service; in each case only the service under contract answers, the others refuse connections.
 */
const contracts = {} as Record<ServiceName, Contract>;
let gateway: RunningGateway;
const logger = createLogger('gateway-contract', 'silent');

beforeAll(async () => {
  const urls = {} as Record<ServiceName, string>;
  for (const service of serviceNames) {
    const port = await freePort();
    contracts[service] = contractWith('gateway', service, port);
    urls[service] = `http://127.0.0.1:${port}`;
  }
  gateway = await startTestGateway(urls, { API_DESCRIPTION_CACHE_MS: '0' });
});
afterAll(() => gateway?.stop());

const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

describe.each(serviceNames)('gateway → %s', (service) => {
  it('when /api/health asks whether it is ready, then a 200 means ready', async () => {
    contracts[service].pact
      .uponReceiving('a readiness probe')
      .withRequest({ method: 'GET', path: '/readyz' })
      .willRespondWith({ status: 200 });

    await contracts[service].pact.executeTest(async () => {
      const health = await json<{ services: Record<string, unknown> }>(`${gateway.opsUrl}/health`);

      expect(health.services[service]).toEqual({ ready: true });
    });
  });

  it('when the API description is merged, then its OpenAPI 3.1 document is taken in', async () => {
    contracts[service].pact
      .uponReceiving('a request for its API description')
      .withRequest({ method: 'GET', path: '/openapi.json' })
      .willRespondWith({
        status: 200,
        body: { openapi: regex(/^3\.1\.\d+$/, '3.1.0'), paths: like({}) },
      });

    await contracts[service].pact.executeTest(async () => {
      const merged = await json<{ tags: unknown[]; 'x-glow-missing'?: string[] }>(
        `${gateway.url}/api/openapi.json`,
      );

      expect(merged.tags).toContainEqual({ name: service });
      expect(merged['x-glow-missing']).not.toContain(service);
    });
  });

  it('when an operator scrapes its metrics through the gateway, then the Prometheus text format is handed on', async () => {
    contracts[service].pact
      .uponReceiving('a metrics scrape')
      .withRequest({ method: 'GET', path: '/metrics' })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(
            /^text\/plain; version=0\.0\.4.*$/,
            'text/plain; version=0.0.4; charset=utf-8',
          ),
        },
      });

    await contracts[service].pact.executeTest(async () => {
      const answer = await fetch(`${gateway.opsUrl}/metrics/${service}`);

      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    });
  });
});

describe('gateway → catalog: the product page’s status', () => {
  const statusOfProductPage = async (catalogUrl: string, productId: string) => {
    const catalog = createUpstreamProxy({ service: 'catalog', target: catalogUrl, timeoutMs: 2_000, logger });
    try {
      const request = { path: `/products/${productId}`, headers: { 'x-request-id': 'contract' } };
      return await pageStatus({ catalog, timeoutMs: 2_000, logger })(request as unknown as Request);
    } finally {
      catalog.close();
    }
  };

  it('when the catalog has the product, then the page is a 200', async () => {
    contracts.catalog.pact
      .given('a product with 5 units in stock')
      .uponReceiving('a product check for a product it has')
      .withRequest({
        method: 'HEAD',
        path: fromProviderState('/api/products/${productId}', '/api/products/catalog-contract-product'),
      })
      .willRespondWith({ status: 200 });

    await contracts.catalog.pact.executeTest(async (server) => {
      expect(await statusOfProductPage(server.url, 'catalog-contract-product')).toBe(200);
    });
  });

  it('when the catalog has no such product, then the page is a 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    contracts.catalog.pact
      .uponReceiving('a product check for a product it does not have')
      .withRequest({ method: 'HEAD', path: `/api/products/${missing}` })
      .willRespondWith({ status: 404 });

    await contracts.catalog.pact.executeTest(async (server) => {
      expect(await statusOfProductPage(server.url, missing)).toBe(404);
    });
  });
});

describe('the committed pacts', () => {
  for (const service of serviceNames) itMatchesTheCommittedPact('gateway', service, () => contracts[service]);
});
