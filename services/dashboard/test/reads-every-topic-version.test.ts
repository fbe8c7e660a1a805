import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startDashboard } from './support/dashboard-service';

describe('the dashboard service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const dashboard = await startDashboard();
    return { bus: dashboard.running.bus, stop: () => dashboard.stop() };
  });
});
