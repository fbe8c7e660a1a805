import { startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { userService } from '../src';

describe('user service skeleton', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = (await startServiceForTest(userService)) as unknown as ServiceUnderTest;
  });
  afterAll(() => running.stop());

  it('when started on a fresh database, then it is healthy and ready', async () => {
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${running.url}/readyz`);
    expect(await ready.json()).toEqual({ ready: true, checks: { bus: true, database: true } });
  });
});
