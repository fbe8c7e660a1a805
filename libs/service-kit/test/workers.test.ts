import { defineService, type Worker } from '@glow/service-kit';
import { startServiceForTest, waitFor } from '@glow/testing';

/** One service whose worker, in-flight request and dispose write what happened, in order, to `log`. */
function loggingService(log: string[], requestMayEnd: Promise<void>) {
  let listening = () => false;
  const worker: Worker = {
    start: () => void log.push(`worker started, listening: ${listening()}`),
    stop: async () => void log.push('worker stopped'),
  };
  return defineService({
    name: 'workersprobe',
    create: () => ({ worker }),
    attach: async (server) => {
      listening = () => server.listening;
      return async () => undefined;
    },
    workers: (deps) => [deps.worker],
    routes: (app) => {
      app.get('/slow', async (_req, res) => {
        log.push('request started');
        await requestMayEnd;
        log.push('request ended');
        res.json({ ok: true });
      });
    },
    dispose: async () => void log.push('disposed'),
  });
}

it('starts a worker once the server listens, and stops it after in-flight requests ended, before dispose, once', async () => {
  const log: string[] = [];
  let endRequest = () => undefined as void;
  const requestMayEnd = new Promise<void>((resolve) => (endRequest = resolve));
  const service = await startServiceForTest(loggingService(log, requestMayEnd));
  const answer = fetch(`${service.url}/slow`);
  await waitFor('the request to start', () => log.includes('request started'));

  const stopping = [service.stop(), service.service.stop()];
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(log).not.toContain('worker stopped');
  endRequest();
  await Promise.all(stopping);

  expect((await answer).status).toBe(200);
  expect(log).toEqual([
    'worker started, listening: true',
    'request started',
    'request ended',
    'worker stopped',
    'disposed',
  ]);
});
