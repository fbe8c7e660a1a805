import type { ProviderName } from '../providers';

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
  private nextId = 1_000_001;
  private nextRefundId = 5_000_001;

  /** A reference pays once; after a declined attempt it may be tried again. */
  record(transaction: NewTransaction): SandboxTransaction | 'duplicate' {
    const attempts = this.attemptsOf(transaction.provider, transaction.txRef);
    if (attempts.some((t) => t.status === 'successful')) return 'duplicate';
    const kept = transaction.provider === 'paystack' ? attempts[0] : undefined;
    const recorded = { ...transaction, id: kept?.id ?? this.nextId++, createdAt: new Date() };
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

  /** A successful transaction gives money back once, at most what it took. */
  refund(transaction: SandboxTransaction, amountMinor: bigint): SandboxRefund | 'refused' {
    const taken =
      transaction.status === 'successful' && !this.refunds.some((r) => r.transaction === transaction);
    if (!taken || amountMinor <= 0n || amountMinor > transaction.amountMinor) return 'refused';
    const refund = { id: this.nextRefundId++, transaction, amountMinor, looks: 0 };
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
