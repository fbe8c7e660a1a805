import { startUserService } from './user-service';

it('when started on a fresh database, then it migrates, is healthy and ready, and exposes metrics', async () => {
  const running = await startUserService();
  try {
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${running.url}/readyz`)).json()).toEqual({
      ready: true,
      checks: { bus: true, database: true },
    });
    expect(await (await fetch(`${running.url}/metrics`)).text()).toContain('outbox_backlog');
  } finally {
    await running.stop();
  }
});
