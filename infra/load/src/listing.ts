import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedSyntheticProducts } from '@glow/catalog';
import { createTestDatabase, createTestKeys, testPool } from '@glow/testing';
import { runDeployable } from './processes';
import { percentile, round } from './stats';

export interface ListingFigure {
  query: string;
  status: number;
  kilobytes: number;
  p50Ms: number;
  p99Ms: number;
}

const pageSize = 28;

/** The shop's listing requests on a large catalogue: the plain list, first, filtered and deep pages. */
function queries(total: number): string[] {
  const lastPage = Math.ceil(total / pageSize);
  return [
    '/api/products',
    `/api/products?limit=${pageSize}`,
    `/api/products?limit=${pageSize}&sort=priceAsc`,
    `/api/products?limit=${pageSize}&category=Skincare&discountOnly=true`,
    `/api/products?limit=${pageSize}&page=${Math.ceil(lastPage / 2)}`,
    `/api/products?limit=${pageSize}&page=${lastPage}`,
  ];
}

async function timeOne(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    bytes: body.byteLength,
    etag: response.headers.get('etag'),
  };
}

/** `samples` requests one after another (after two warm-ups): latency without queueing. */
async function measure(
  baseUrl: string,
  query: string,
  samples: number,
  headers: Record<string, string> = {},
) {
  const url = `${baseUrl}${query}`;
  await timeOne(url, headers);
  const last = await timeOne(url, headers);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) times.push((await timeOne(url, headers)).ms);
  return {
    figure: {
      query,
      status: last.status,
      kilobytes: round(last.bytes / 1024),
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
    },
    etag: last.etag,
  };
}

/**
 * The catalog as its own process on the real PostgreSQL with the demo catalogue plus `products`
 * synthetic ones (bulk-inserted with generate_series), each listing request timed one at a time.
 */
export async function measureListing(products = 100_000, samples = 20): Promise<ListingFigure[]> {
  const database = await createTestDatabase('glow_bench');
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const catalog = await runDeployable('services/catalog', {
    JWT_PUBLIC_KEY: createTestKeys().publicKey,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    UPLOADS_DIR: uploads,
  });
  const pool = testPool(database.url);
  try {
    await seedSyntheticProducts(pool, products);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog.products');
    const figures: ListingFigure[] = [];
    for (const query of queries(rows[0]!.n)) {
      const { figure, etag } = await measure(catalog.url, query, samples);
      figures.push(figure);
      if (etag && query === '/api/products') {
        const revalidated = await measure(catalog.url, query, samples, {
          'if-none-match': etag,
          // as a browser revalidates: fetch alone would add `Cache-Control: no-cache`, which forbids a 304
          'cache-control': 'max-age=0',
        });
        figures.push({ ...revalidated.figure, query: `${query} (If-None-Match)` });
      }
    }
    return figures;
  } finally {
    await pool.end();
    await catalog.stop();
    await database.drop();
    await rm(uploads, { recursive: true, force: true });
  }
}
