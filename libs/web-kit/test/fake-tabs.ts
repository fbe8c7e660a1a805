/**
 * BroadcastChannel between "tabs" of one test: every channel of a name hears what the others
 * post (never its own messages), after a task, as in a browser. jsdom has none of its own.
 */
export function installBroadcastChannel() {
  const open = new Set<FakeChannel>();

  class FakeChannel {
    onmessage: ((event: MessageEvent<unknown>) => void) | null = null;

    constructor(readonly name: string) {
      open.add(this);
    }

    postMessage(data: unknown) {
      for (const other of open)
        if (other !== this && other.name === this.name)
          setTimeout(() => other.onmessage?.({ data } as MessageEvent<unknown>), 0);
    }

    close() {
      open.delete(this);
    }
  }

  globalThis.BroadcastChannel = FakeChannel as unknown as typeof BroadcastChannel;
  return {
    /** Another tab of the site, to post from and to listen on. */
    otherTab(): FakeChannel & { heard: unknown[] } {
      const tab = Object.assign(new FakeChannel('glow:session'), { heard: [] as unknown[] });
      tab.onmessage = (event) => tab.heard.push(event.data);
      return tab;
    },
    uninstall() {
      open.clear();
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    },
  };
}
