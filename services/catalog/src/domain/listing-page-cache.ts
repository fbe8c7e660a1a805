import { createHash } from 'node:crypto';

export interface CachedPage {
  /** The JSON answer, serialised once. */
  body: Buffer;
  /** A strong ETag of `body`. */
  etag: string;
}

/**
 * Listing pages kept serialised in memory, exact across instances: every request reads the
 * catalogue's listing version (one primary-key row that triggers raise on any product or category
 * change, on any instance), and pages of an older version are never answered. At most `capacity`
 * pages are kept; the least recently used go first.
 */
export class ListingPageCache {
  private version: string | undefined;
  private readonly pages = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly currentVersion: () => Promise<string>,
    private readonly capacity: number,
  ) {}

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
