const lockName = 'glow:session-refresh';

/**
 * Runs `refresh` while no other tab of the site refreshes: the refresh cookie is rotated on every
 * use, and a rotated cookie presented twice ends the whole session (theft detection), so two tabs
 * must never send the same one. Without the Web Locks API (old browsers, jsdom) the tab's own
 * single flight is all there is.
 */
export function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  return locks.request(lockName, refresh) as Promise<T>;
}
