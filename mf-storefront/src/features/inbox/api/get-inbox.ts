import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { InboxMessage } from '@glow/contracts';

export const inboxFailed = 'Failed to fetch inbox messages.';
export const inboxInvalid = 'Received invalid data format.';

/** The answer was not a list: nothing on it can be shown. */
export class InvalidInboxData extends Error {
  constructor() {
    super(inboxInvalid);
  }
}

export async function getInbox(signal?: AbortSignal): Promise<InboxMessage[]> {
  const answer = await api.get<unknown>('/inbox', { defaultMessage: inboxFailed, signal });
  if (!Array.isArray(answer)) throw new InvalidInboxData();
  return answer as InboxMessage[];
}

export const inboxQueryKey = ['inbox'] as const;

export const getInboxQueryOptions = () =>
  queryOptions({ queryKey: inboxQueryKey, queryFn: ({ signal }) => getInbox(signal) });

export const useInbox = () => useQuery(getInboxQueryOptions());

/** What the page says for a failed load: the spec's two texts, never the server's own words. */
export const inboxErrorText = (error: unknown) =>
  error instanceof InvalidInboxData ? inboxInvalid : inboxFailed;
