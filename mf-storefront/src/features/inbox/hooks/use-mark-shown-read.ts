import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxMessage } from '@glow/contracts';
import { useMarkAsRead } from '../api/mark-as-read';
import { unreadIds } from '../inbox-messages';

/**
 * Marks every unread message on screen read, once: those of the first load, then each one that
 * arrives live. Returns the ids marked during this visit, which the page still shows as new.
 */
export function useMarkShownRead(shown: readonly InboxMessage[] | undefined): ReadonlySet<string> {
  const requested = useRef(new Set<string>());
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const onMarked = useCallback((ids: string[]) => setMarked((before) => new Set([...before, ...ids])), []);
  const { mutate } = useMarkAsRead(onMarked);

  useEffect(() => {
    if (!shown) return;
    const ids = unreadIds(shown).filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    mutate(ids);
  }, [shown, mutate]);

  return marked;
}
