import type { InboxMessage } from '@glow/contracts';

const newestFirst = (a: InboxMessage, b: InboxMessage) =>
  Number.isFinite(a.seq) && Number.isFinite(b.seq) ? b.seq - a.seq : 0;

/** One list, newest first; a message already in `list` keeps its copy there. */
export function mergeNewestFirst(
  list: readonly InboxMessage[],
  more: readonly InboxMessage[],
): InboxMessage[] {
  const known = new Set(list.map(({ _id }) => _id));
  const added = more.filter(({ _id }) => !known.has(_id));
  return added.length === 0 ? [...list] : [...added, ...list].sort(newestFirst);
}

export function markRead(list: readonly InboxMessage[], ids: readonly string[]): InboxMessage[] {
  const marked = new Set(ids);
  return list.map((message) =>
    marked.has(message._id) && !message.read ? { ...message, read: true } : message,
  );
}

export const unreadIds = (list: readonly InboxMessage[]) =>
  list.filter(({ read }) => !read).map(({ _id }) => _id);
