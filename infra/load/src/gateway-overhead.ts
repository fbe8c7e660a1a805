import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase, createTestKeys } from '@glow/service-kit/testing';
import { runDeployable } from './processes';
import { round } from './stats';

export interface LoadFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface GatewayOverhead {
  direct: LoadFigure;
  throughGateway: LoadFigure;
  ratio: number;
}

const route = '/api/products?limit=28';

async function load(url: string, seconds: number, connections: number): Promise<LoadFigure> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Catalog and gateway each run as their own process (as deployed), catalog on the real
 * PostgreSQL with the demo catalogue; one autocannon sitting measures both paths.
 */
export async function measureGatewayOverhead(seconds = 10, connections = 50): Promise<GatewayOverhead> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const shared = { JWT_PUBLIC_KEY: keys.publicKey };
  const catalog = await runDeployable('services/catalog', {
    ...shared,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    UPLOADS_DIR: uploads,
  });
  const unused = 'http://127.0.0.1:9';
  const gateway = await runDeployable('gateway', {
    ...shared,
    CATALOG_SERVICE_URL: catalog.url,
    USER_SERVICE_URL: unused,
    CART_SERVICE_URL: unused,
    ORDER_SERVICE_URL: unused,
    PAYMENT_SERVICE_URL: unused,
    MESSAGING_SERVICE_URL: unused,
    NOTIFICATION_SERVICE_URL: unused,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    await load(`${catalog.url}${route}`, 2, connections);
    const direct = await load(`${catalog.url}${route}`, seconds, connections);
    await load(`${gateway.url}${route}`, 2, connections);
    const throughGateway = await load(`${gateway.url}${route}`, seconds, connections);
    return {
      direct,
      throughGateway,
      ratio: round(throughGateway.requestsPerSecond / direct.requestsPerSecond, 2),
    };
  } finally {
    await gateway.stop();
    await catalog.stop();
    await database.drop();
  }
}
