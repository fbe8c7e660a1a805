import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope, Product, Topic } from '@glow/contracts';
import { createLogger, InProcessBus } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService, type CatalogDeps } from '../../src';

export interface CatalogUnderTest {
  running: ServiceUnderTest<CatalogDeps>;
  url: string;
  /** Parent of the uploads folder, so traversal tests have something outside it to aim at. */
  workDir: string;
  uploadsDir: string;
  /** Every event of the listened topics (default `catalog.product.upserted`) a separate consumer group received, as it arrived. */
  received: EventEnvelope[];
  /** One pass of the image sweeper: deletes the files of images whose removal is due. */
  sweepImages(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * For tests that follow the files of images an admin let go of: due at once, and deleted only when
 * the test calls `sweepImages()` (the periodic pass is an hour away).
 */
export const sweptByTheTest = { IMAGE_REMOVAL_DELAY_MS: '0', IMAGE_SWEEP_INTERVAL_MS: '3600000' };

/** The catalog on a fresh database with the demo seed, its own uploads folder and a listening consumer. */
export async function startCatalog(
  listenTo: Topic[] = ['catalog.product.upserted'],
  env: Record<string, string> = {},
): Promise<CatalogUnderTest> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const bus = new InProcessBus(createLogger('test-bus', 'silent'));
  const received: EventEnvelope[] = [];
  await bus.subscribe({
    group: 'catalog-test-listener',
    topics: listenTo,
    handler: async (event) => {
      received.push(event);
    },
  });
  const running = await startServiceForTest(catalogService, {
    env: { SEED_DEMO: 'true', UPLOADS_DIR: uploadsDir, ...env },
    bus,
  });
  await bus.start();
  return {
    running,
    url: running.url,
    workDir,
    uploadsDir,
    received,
    sweepImages: () => running.service.deps.imageSweeper.runNow(),
    stop: async () => {
      await running.stop();
      await bus.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

export async function allProducts(baseUrl: string): Promise<Product[]> {
  const { status, body } = await getJson<Product[]>(`${baseUrl}/api/products`);
  if (status !== 200) throw new Error(`GET /api/products answered ${status}`);
  return body;
}
