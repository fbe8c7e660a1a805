import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startCatalog } from './support/start-catalog';

describe('the catalog service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const catalog = await startCatalog();
    return { bus: catalog.running.bus, stop: () => catalog.stop() };
  });
});
