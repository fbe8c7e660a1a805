import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope, Product, Topic } from '@glow/contracts';
import { createLogger, InProcessBus } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { catalogService } from '../../src';

export interface CatalogUnderTest {
  running: ServiceUnderTest;
  url: string;
  /** Parent of the uploads folder, so traversal tests have something outside it to aim at. */
  workDir: string;
  uploadsDir: string;
  /** Every event of the listened topics (default `catalog.product.upserted`) a separate consumer group received, as it arrived. */
  received: EventEnvelope[];
  stop(): Promise<void>;
}

/** The catalog on a fresh database with the demo seed, its own uploads folder and a listening consumer. */
export async function startCatalog(
  listenTo: Topic[] = ['catalog.product.upserted'],
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
    env: { SEED_DEMO: 'true', UPLOADS_DIR: uploadsDir },
    bus,
  });
  await bus.start();
  return {
    running,
    url: running.url,
    workDir,
    uploadsDir,
    received,
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
