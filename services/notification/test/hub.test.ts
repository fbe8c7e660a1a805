import { MemorySeenEvents } from '../src/data/seen-events';
import { Hub, type AttachedHub } from '../src/domain/hub';

function attachedHub(): AttachedHub {
  return {
    push: () => undefined,
    disconnectRevoked: async () => 0,
    seen: new MemorySeenEvents(),
    redisReachable: async () => true,
  };
}

describe('the socket server hub (a dependency of the service)', () => {
  it('when no socket server is attached yet, then current() throws so the bus retries the event', () => {
    expect(() => new Hub().current()).toThrow(/not attached/);
  });

  it('when a socket server is attached and then detached, then current() answers it in between and throws after', () => {
    const hub = new Hub();
    const server = attachedHub();
    const detach = hub.attach(server);
    expect(hub.current()).toBe(server);
    detach();
    expect(() => hub.current()).toThrow(/not attached/);
  });

  it('when an older attachment detaches after a newer one attached, then the newer one stays', () => {
    const hub = new Hub();
    const detachOld = hub.attach(attachedHub());
    const newer = attachedHub();
    hub.attach(newer);
    detachOld();
    expect(hub.current()).toBe(newer);
  });
});
