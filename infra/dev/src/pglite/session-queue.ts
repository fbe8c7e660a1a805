import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: Error): void;
}

export interface SessionQueueOptions {
  /** How long a connection may sit in a transaction, sending nothing, while others wait. */
  idleInTransactionMs: number;
  /** Ends that connection (PostgreSQL's idle_in_transaction_session_timeout does the same). */
  onIdleInTransaction(handlerId: number): void;
}

const SYNC = 'S'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const TERMINATE = 'X'.charCodeAt(0);

/** A Sync, a simple Query, a Terminate or the startup packet (no type byte) ends a request. */
function endsRequest(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === 0;
}

/**
 * Serializes every connection's protocol messages onto PGlite's single session.
 *
 * pglite-socket 0.2.17 interleaves messages of different connections outside a transaction
 * (electric-sql/pglite#1046): one connection's Parse replaces another's unnamed statement
 * between its Parse and Bind, giving errors or silently wrong rows, and a failed message stops
 * its queue for good. Here a connection owns the session from its first message until a request
 * ends outside a transaction; the others wait. A connection idle in a transaction while others
 * wait is ended after a while, so one forgotten transaction cannot freeze the whole store.
 */
export class SessionQueue {
  private readonly pending: Pending[] = [];
  private owner: number | undefined;
  private draining = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly options: SessionQueueOptions,
  ) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let index = this.pending.length - 1; index >= 0; index -= 1) {
      if (this.pending[index]!.handlerId !== handlerId) continue;
      this.pending.splice(index, 1)[0]!.reject(new Error('connection closed'));
    }
  }

  /** A connection that closes while owning the session gives it back, rolling back its transaction. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
    this.owner = undefined;
    this.stopIdleWatch();
    void this.drain();
  }

  private next(): Pending | undefined {
    const index =
      this.owner === undefined ? 0 : this.pending.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.pending.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        this.stopIdleWatch();
        this.owner = item.handlerId;
        await this.run(item);
        if (endsRequest(item.message) && !this.db.isInTransaction()) this.owner = undefined;
      }
    } finally {
      this.draining = false;
    }
    if (this.owner !== undefined && this.pending.length > 0) this.watchIdleOwner(this.owner);
  }

  /** Only the owner's progress resets the clock, not more connections queuing behind it. */
  private watchIdleOwner(owner: number): void {
    if (this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.owner === owner && !this.draining) this.options.onIdleInTransaction(owner);
    }, this.options.idleInTransactionMs);
    this.idleTimer.unref();
  }

  private stopIdleWatch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  private async run(item: Pending): Promise<void> {
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (error) {
      item.reject(error as Error);
    }
  }
}
