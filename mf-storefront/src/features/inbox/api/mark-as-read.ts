import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toast, unreadCounter } from '@glow/web-kit';
import type { InboxMessage, MarkAsReadRequest, UnreadCount } from '@glow/contracts';
import { markRead } from '../inbox-messages';
import { inboxQueryKey } from './get-inbox';

export const markFailed = 'Failed to mark inbox as read';

/** The most ids the messaging service takes in one call. */
const idsPerCall = 200;

const markBatch = (ids: string[]) =>
  unreadCounter.track(() =>
    api.put<UnreadCount>('/inbox/mark-as-read', { ids } satisfies MarkAsReadRequest, {
      defaultMessage: markFailed,
    }),
  );

/** Marks exactly these messages read (never "all": one that arrived unseen stays unread). */
export async function markAsRead(ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += idsPerCall)
    await markBatch(ids.slice(start, start + idsPerCall));
}

/** Each answer becomes the header's unread count; the cached inbox follows. A failure is a toast. */
export function useMarkAsRead(onMarked: (ids: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: (_, ids) => {
      queryClient.setQueryData<InboxMessage[]>(
        inboxQueryKey,
        (messages) => messages && markRead(messages, ids),
      );
      onMarked(ids);
    },
    onError: () => toast.error(markFailed),
  });
}
