import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestKeys } from '@glow/testing';
import { warmAndLoad, type LoadFigure } from './load';
import { runDeployable, runGateway } from './processes';
import { round } from './stats';

export interface GatewayOverhead {
  direct: LoadFigure;
  throughGateway: LoadFigure;
  ratio: number;
  /** The same with a browser's Accept-Encoding: catalog compresses (brotli), the gateway streams it. */
  directCompressed: LoadFigure;
  throughGatewayCompressed: LoadFigure;
  ratioCompressed: number;
}

const route = '/api/products?limit=28';
/** What Chromium sends. */
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Catalog and gateway each run as their own process (as deployed), catalog on the real
 * PostgreSQL with the demo catalogue; one autocannon sitting measures both paths.
 */
export async function measureGatewayOverhead(seconds = 10, connections = 50): Promise<GatewayOverhead> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const catalog = await runDeployable('services/catalog', {
    JWT_PUBLIC_KEY: keys.publicKey,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    UPLOADS_DIR: uploads,
  });
  const gateway = await runGateway({ JWT_PUBLIC_KEY: keys.publicKey, CATALOG_SERVICE_URL: catalog.url });
  try {
    const direct = await warmAndLoad({ url: `${catalog.url}${route}` }, seconds, connections);
    const throughGateway = await warmAndLoad({ url: `${gateway.url}${route}` }, seconds, connections);
    const compressed = (url: string) => warmAndLoad({ url, headers: browserEncodings }, seconds, connections);
    const directCompressed = await compressed(`${catalog.url}${route}`);
    const throughGatewayCompressed = await compressed(`${gateway.url}${route}`);
    return {
      direct,
      throughGateway,
      ratio: round(throughGateway.requestsPerSecond / direct.requestsPerSecond, 2),
      directCompressed,
      throughGatewayCompressed,
      ratioCompressed: round(
        throughGatewayCompressed.requestsPerSecond / directCompressed.requestsPerSecond,
        2,
      ),
    };
  } finally {
    await gateway.stop();
    await catalog.stop();
    await database.drop();
  }
}
