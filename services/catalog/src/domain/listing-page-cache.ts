import { createHash } from 'node:crypto';

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
 * Listing pages kept serialised in memory, exact across instances: every request waits for a read
 * of the catalogue's listing version (one primary-key row that triggers raise on any product or
 * category change, on any instance) begun after it arrived, and pages of an older version are
 * never answered. At most `capacity`
 * pages are kept; the least recently used go first.
 */
export class ListingPageCache {
  private version: string | undefined;
  private readonly pages = new Map<string, Promise<CachedPage>>();
  private readonly currentVersion: () => Promise<string>;

  constructor(
    readVersion: () => Promise<string>,
    private readonly capacity: number,
  ) {
    this.currentVersion = sharedFreshReads(readVersion);
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedPage> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    let page = this.pages.get(key);
    if (page) {
      // Map order is the LRU order: a hit moves to the back.
      this.pages.delete(key);
    } else {
      // Built after the version was read, so the content is at least that new.
      page = build().then((answer) => {
        const body = Buffer.from(JSON.stringify(answer));
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      });
      page.catch(() => this.pages.delete(key));
    }
    this.pages.set(key, page);
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
