import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startDashboard, type DashboardUnderTest } from './support/dashboard-service';

let dashboard: DashboardUnderTest;
beforeAll(async () => {
  dashboard = await startDashboard();
});
afterAll(() => dashboard.stop());

itDescribesEveryRoute({ running: () => dashboard.running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => dashboard.running });
