import { createHash } from 'node:crypto';
import { isDatabaseUnavailable } from '@glow/service-kit';

export interface CachedPage {
  /** The JSON answer, serialised once. */
  body: Buffer;
  /** A strong ETag of `body`. */
  etag: string;
}

/**
 * Reads of the listing version shared by the requests that wait at the same time, without ever
 * answering a request from a read that began before it arrived: a request joins the read in
 * flight only if it is the one queued behind the current read. Each request thus still sees
 * every change committed before it came (exact, across instances), while a busy instance asks
 * PostgreSQL about once per round trip instead of once per request.
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };
  const ignore = () => undefined;
  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}

/**
 * Remembers a value (a filtered listing's match count) for as long as the listing version it was
 * computed under is current, so paging through one listing counts its matches once.
 */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/** Keeps at most `capacity` entries, least recently used out first; a failed entry is forgotten. */
class LruPromises<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  getOrAdd(key: string, make: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (entry) {
      // Map order is the LRU order: a hit moves to the back.
      this.entries.delete(key);
    } else {
      const made = make();
      made.catch(() => {
        if (this.entries.get(key) === made) this.entries.delete(key);
      });
      entry = made;
    }
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** The entry under `key`, if any, without counting it as a use. */
  peek(key: string): Promise<T> | undefined {
    return this.entries.get(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Listing pages kept serialised in memory, exact across instances: every request waits for a read
 * of the catalogue's listing version (one primary-key row that triggers raise on any product or
 * category change, on any instance) begun after it arrived, and pages of an older version are
 * never answered. At most `capacity` pages (and as many remembered counts) are kept; the least
 * recently used go first.
 *
 * Stale if error: while PostgreSQL cannot be reached, a page of the last version read is answered
 * rather than a 503. Nothing can change the catalogue while its database is away, so the page is
 * what was current when it went (short of a change another instance committed in the last moment).
 */
export class ListingPageCache {
  private version: string | undefined;
  private readonly pages: LruPromises<CachedPage>;
  private readonly remembered: LruPromises<unknown>;
  private readonly currentVersion: () => Promise<string>;

  constructor(readVersion: () => Promise<string>, capacity: number) {
    this.currentVersion = sharedFreshReads(readVersion);
    this.pages = new LruPromises(capacity);
    this.remembered = new LruPromises(capacity);
  }

  /** The page under `key`, built with `build` if this version does not have it yet. */
  async get(key: string, build: (remember: Remember) => Promise<unknown>): Promise<CachedPage> {
    let version: string;
    try {
      version = await this.currentVersion();
    } catch (error) {
      const kept = isDatabaseUnavailable(error) ? this.pages.peek(key) : undefined;
      if (kept) return kept;
      throw error;
    }
    if (version !== this.version) {
      this.pages.clear();
      this.remembered.clear();
      this.version = version;
    }
    // Built (and its counts remembered) after the version was read, so the content is at least that new.
    return this.pages.getOrAdd(key, () =>
      build(this.remember).then((answer) => {
        const body = Buffer.from(JSON.stringify(answer));
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      }),
    );
  }

  private readonly remember: Remember = <T>(key: string, compute: () => Promise<T>) =>
    this.remembered.getOrAdd(key, compute) as Promise<T>;

  get size(): number {
    return this.pages.size;
  }
}
