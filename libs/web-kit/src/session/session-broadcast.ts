/** What one tab tells the site's other tabs: a sign-in (they refresh to join it) or a sign-out. */
export type SessionNews = 'login' | 'logout';

const channelName = 'glow:session';

let channel: BroadcastChannel | null | undefined;

// Opened on first use, so a test can install its own BroadcastChannel before.
function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  return channel;
}

const isNews = (value: unknown): value is SessionNews => value === 'login' || value === 'logout';

export function tellOtherTabs(news: SessionNews): void {
  open()?.postMessage(news);
}

export function listenToOtherTabs(listener: (news: SessionNews) => void): void {
  const opened = open();
  if (!opened) return;
  opened.onmessage = (event: MessageEvent<unknown>) => {
    if (isNews(event.data)) listener(event.data);
  };
}

export function closeChannelForTests(): void {
  channel?.close();
  channel = undefined;
}
