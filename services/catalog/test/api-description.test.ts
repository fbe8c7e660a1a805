import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startCatalog, type CatalogUnderTest } from './support/start-catalog';

let catalog: CatalogUnderTest;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

itDescribesEveryRoute({ running: () => catalog.running, opaqueMounts: ['/uploads'] });
itSurvivesFuzzing({ running: () => catalog.running });
