import { createEnvelope } from '@glow/contracts';
import { defineService } from '@glow/service-kit';
import { startServiceForTest, waitFor, type ServiceUnderTest } from '@glow/testing';

const topic = 'inbox.unread.changed' as const;

/** A dependency that remembers who got it and what happened around its release. */
class Recorder {
  readonly hooks = new Set<string>();
  readonly consumed: string[] = [];
  closedWhileListening: boolean | undefined;
  closeCalls = 0;
  serverListening: () => boolean = () => false;

  constructor(readonly serial: number) {}

  seenBy(hook: string): void {
    this.hooks.add(hook);
  }

  async close(): Promise<void> {
    this.closeCalls += 1;
    this.closedWhileListening = this.serverListening();
  }
}

function recordingService(builds: Recorder[]) {
  return defineService({
    name: 'depsprobe',
    create: (ctx) => {
      const recorder = new Recorder(builds.length + 1);
      recorder.seenBy(`create:${ctx.name}`);
      builds.push(recorder);
      return recorder;
    },
    consumers: [
      {
        topics: [topic],
        handle: async (event, _topic, _ctx, deps) => {
          deps.seenBy('consumer');
          deps.consumed.push(event.id);
        },
      },
    ],
    prepare: async (_ctx, deps) => deps.seenBy('prepare'),
    routes: (app, _ctx, deps) => {
      deps.seenBy('routes');
      app.get('/serial', (_req, res) => {
        res.json({ serial: deps.serial });
      });
    },
    attach: async (server, _ctx, deps) => {
      deps.seenBy('attach');
      deps.serverListening = () => server.listening;
      return async () => undefined;
    },
    readinessChecks: (_ctx, deps) => {
      deps.seenBy('readinessChecks');
      return {};
    },
  });
}

describe('a service with dependencies (create)', () => {
  let running: ServiceUnderTest<Recorder> | undefined;

  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  it('when the service starts, then create runs once and every hook gets what it built', async () => {
    const builds: Recorder[] = [];
    running = await startServiceForTest(recordingService(builds));
    await running.bus.publish(topic, [
      createEnvelope('messaging', { type: topic, key: 'u-1', data: { userId: 'u-1', count: 1, through: 1 } }),
    ]);
    await waitFor('the consumer to get the event', () => builds[0]?.consumed.length === 1);

    expect(builds).toHaveLength(1);
    expect(running.service.deps).toBe(builds[0]);
    expect([...builds[0]!.hooks].sort()).toEqual(
      ['attach', 'consumer', 'create:depsprobe', 'prepare', 'readinessChecks', 'routes'].sort(),
    );
    expect(await (await fetch(`${running.url}/serial`)).json()).toEqual({ serial: 1 });
  });

  it('when two instances run in one process, then each has its own dependencies', async () => {
    const builds: Recorder[] = [];
    const definition = recordingService(builds);
    running = await startServiceForTest(definition);
    const second = await startServiceForTest(definition);
    try {
      expect(await (await fetch(`${running.url}/serial`)).json()).toEqual({ serial: 1 });
      expect(await (await fetch(`${second.url}/serial`)).json()).toEqual({ serial: 2 });
    } finally {
      await second.stop();
    }
  });

  it('when the service stops, then the dependencies are closed once, after the server closed', async () => {
    const builds: Recorder[] = [];
    running = await startServiceForTest(recordingService(builds));
    const stopping = running;
    running = undefined;
    await stopping.stop();
    await stopping.stop();

    expect(builds[0]!.closeCalls).toBe(1);
    expect(builds[0]!.closedWhileListening).toBe(false);
  });

  it('when the definition has dispose, then it releases the dependencies instead of their close()', async () => {
    const disposed: Recorder[] = [];
    const builds: Recorder[] = [];
    const service = await startServiceForTest({
      ...recordingService(builds),
      dispose: async (deps) => {
        disposed.push(deps);
      },
    });
    await service.stop();

    expect(disposed).toEqual([builds[0]]);
    expect(builds[0]!.closeCalls).toBe(0);
  });

  it('when a service has no create, then its hooks get undefined and stopping still works', async () => {
    let seen: unknown = 'not called';
    running = await startServiceForTest(
      defineService({
        name: 'plainprobe',
        routes: (_app, _ctx, deps) => {
          seen = deps;
        },
      }),
    );
    expect(seen).toBeUndefined();
  });
});
