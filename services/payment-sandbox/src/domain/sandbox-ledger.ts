/** The providers the sandbox stands in for. */
export type ProviderName = 'flutterwave' | 'paystack';

export interface SandboxTransaction {
  id: number;
  provider: ProviderName;
  txRef: string;
  amountMinor: bigint;
  currency: string;
  status: 'successful' | 'failed';
  email: string;
  name?: string;
  phone?: string;
  createdAt: Date;
}

/** The wall clock in whole microseconds, steady within the process (it does not step back). */
const microsecondsNow = () => Math.floor((performance.timeOrigin + performance.now()) * 1000);

/**
 * Ids no later sandbox hands out again, though each starts with an empty ledger: the microsecond
 * each is handed out at, or one past the last when two fall in the same microsecond. A restarted
 * sandbox starts later on the clock than any id before it (it would have to have handed out more
 * than one a microsecond to be ahead). Numbers, as both providers' are: ~16 digits, within
 * JavaScript's safe integers until the year 2255.
 */
function idsFromTheClock(): () => number {
  let last = 0;
  return () => (last = Math.max(microsecondsNow(), last + 1));
}

export type NewTransaction = Omit<SandboxTransaction, 'id' | 'createdAt'>;

export interface SandboxRefund {
  id: number;
  transaction: SandboxTransaction;
  amountMinor: bigint;
  /** Flutterwave's refunds complete at once; Paystack's are `pending` until looked at again. */
  looks: number;
}

/**
 * What was paid in the sandbox, in memory: it lives as long as the process, like a test-mode dashboard.
 * A declined card may be tried again under the same reference, as both providers allow: Flutterwave
 * makes a new transaction per attempt (the declined one stays verifiable by its id), Paystack keeps
 * one transaction per reference whose status the retry changes.
 */
export class SandboxLedger {
  private readonly transactions: SandboxTransaction[] = [];
  private readonly refunds: SandboxRefund[] = [];
  /** Transactions and refunds alike: no refund shares a transaction's number. */
  private readonly newId = idsFromTheClock();

  /** A reference pays once; after a declined attempt it may be tried again. */
  record(transaction: NewTransaction): SandboxTransaction | 'duplicate' {
    const attempts = this.attemptsOf(transaction.provider, transaction.txRef);
    if (attempts.some((t) => t.status === 'successful')) return 'duplicate';
    const kept = transaction.provider === 'paystack' ? attempts[0] : undefined;
    const recorded = { ...transaction, id: kept?.id ?? this.newId(), createdAt: new Date() };
    if (kept) this.transactions.splice(this.transactions.indexOf(kept), 1);
    this.transactions.push(recorded);
    return recorded;
  }

  /** The reference's successful transaction if there is one, else its latest attempt. */
  byReference(provider: ProviderName, txRef: string): SandboxTransaction | undefined {
    const attempts = this.attemptsOf(provider, txRef);
    return attempts.find((t) => t.status === 'successful') ?? attempts.at(-1);
  }

  byId(provider: ProviderName, id: string): SandboxTransaction | undefined {
    return this.transactions.find((t) => t.provider === provider && String(t.id) === id);
  }

  /** A successful transaction gives money back, in one refund or several, at most what it took in all. */
  refund(transaction: SandboxTransaction, amountMinor: bigint): SandboxRefund | 'refused' {
    const given = this.refunds
      .filter((r) => r.transaction === transaction)
      .reduce((sum, r) => sum + r.amountMinor, 0n);
    const left = transaction.amountMinor - given;
    if (transaction.status !== 'successful' || amountMinor <= 0n || amountMinor > left) return 'refused';
    const refund = { id: this.newId(), transaction, amountMinor, looks: 0 };
    this.refunds.push(refund);
    return refund;
  }

  refundById(provider: ProviderName, id: string): SandboxRefund | undefined {
    return this.refunds.find((r) => r.transaction.provider === provider && String(r.id) === id);
  }

  private attemptsOf(provider: ProviderName, txRef: string): SandboxTransaction[] {
    return this.transactions.filter((t) => t.provider === provider && t.txRef === txRef);
  }
}
