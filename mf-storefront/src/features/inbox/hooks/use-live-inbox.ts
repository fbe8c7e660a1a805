import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { live, useSession } from '@glow/web-kit';
import type { BrowserEvents, InboxMessage } from '@glow/contracts';
import { inboxQueryKey } from '../api/get-inbox';
import { mergeNewestFirst } from '../inbox-messages';

/**
 * Messages pushed while the page is open, addressed to the reader or to everyone. They go into the
 * cached inbox, and are also kept here: one that arrives while the inbox is still loading may not
 * be in its answer.
 */
export function useLiveInbox(): InboxMessage[] {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  const [arrived, setArrived] = useState<InboxMessage[]>([]);

  useEffect(() => {
    if (!userId) return;
    const receive = ({ _id, user, message, createdAt, seq }: BrowserEvents['newMessage']) => {
      if (user !== userId && user !== 'all') return;
      const received: InboxMessage = { _id, user, message, createdAt, seq, read: false };
      setArrived((list) => mergeNewestFirst(list, [received]));
      queryClient.setQueryData<InboxMessage[]>(
        inboxQueryKey,
        (list) => list && mergeNewestFirst(list, [received]),
      );
    };
    const stops = [live.subscribe('newMessage', receive), live.subscribe('adminMessage', receive)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, userId]);

  return arrived;
}
