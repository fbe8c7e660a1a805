import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService } from '../src';

describe('admin routes of the catalog service', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-admin-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: [
      'POST /api/products',
      'PUT /api/products/:id',
      'DELETE /api/products/:id',
      'POST /api/categories',
      'PUT /api/categories/:id',
      'DELETE /api/categories/:id',
      'PUT /api/hero-section',
      'POST /api/hero-section/delete-image',
      'POST /api/promotion-banners',
      'PUT /api/promotion-banners/order',
      'PUT /api/promotion-banners/:id',
      'DELETE /api/promotion-banners/:id',
    ],
    // Uploaded images, served as static files (GET only, images only: test/uploads.test.ts).
    opaqueMounts: ['/uploads'],
  });
});
