/**
 * What a failed send says: `rejected` (5xx) will not change by trying again; `deferred` (4xx, e.g.
 * greylisting) may; `unreachable` (no SMTP answer at all) is about the server, not the subscriber.
 */
export type SendFailure = 'rejected' | 'deferred' | 'unreachable';

export function classifySendFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number') return 'unreachable';
  return code >= 500 ? 'rejected' : 'deferred';
}
