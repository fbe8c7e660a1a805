import { safeStorage } from './safe-storage';

const key = 'recentlyViewed';
/** One more than the page shows, so the current product can be left out. */
const kept = 7;

/** Product ids this browser viewed, newest first. */
export function readRecentlyViewed(): string[] {
  try {
    const ids: unknown = JSON.parse(safeStorage.read(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, kept) : [];
  } catch {
    return [];
  }
}

/** Puts the product first (once), keeping the newest few. */
export function rememberViewed(productId: string): void {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, kept);
  safeStorage.write(key, JSON.stringify(ids));
}
