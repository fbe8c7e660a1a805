import { defineService } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';

const commanded = defineService({
  name: 'portprobe',
  routes: (app) => app.get('/api/things', (_req, res) => void res.json({ public: true })),
  internalRoutes: (app) => app.post('/internal/things', (_req, res) => void res.json({ internal: true })),
});

const statusOf = async (url: string, method = 'GET') => (await fetch(url, { method })).status;

describe('a service’s internal routes (INTERNAL_PORT)', () => {
  let running: ServiceUnderTest | undefined;
  afterEach(() => running?.stop());

  it('when INTERNAL_PORT is set, then /internal answers only there and the public port only /api (and the probes)', async () => {
    running = await startServiceForTest(commanded, { env: { INTERNAL_PORT: '0' } });
    const { url, internalUrl } = running.service;

    expect(internalUrl).not.toBe(url);
    expect(await statusOf(`${internalUrl}/internal/things`, 'POST')).toBe(200);
    expect(await statusOf(`${url}/internal/things`, 'POST')).toBe(404);
    expect(await statusOf(`${url}/api/things`)).toBe(200);
    expect(await statusOf(`${internalUrl}/api/things`)).toBe(404);
    expect([await statusOf(`${internalUrl}/healthz`), await statusOf(`${internalUrl}/readyz`)]).toEqual([
      200, 200,
    ]);
  });

  it('when INTERNAL_PORT is not set, then both kinds answer on the one port (the embedded runner, tests)', async () => {
    running = await startServiceForTest(commanded);
    const { url, internalUrl } = running.service;

    expect(internalUrl).toBe(url);
    expect(await statusOf(`${url}/internal/things`, 'POST')).toBe(200);
    expect(await statusOf(`${url}/api/things`)).toBe(200);
  });

  it('when the service stops, then the internal port closes too', async () => {
    running = await startServiceForTest(commanded, { env: { INTERNAL_PORT: '0' } });
    const { internalUrl } = running.service;
    await running.stop();
    running = undefined;

    await expect(fetch(`${internalUrl}/healthz`)).rejects.toThrow();
  });
});
