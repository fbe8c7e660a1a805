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

/** What was paid in the sandbox, in memory: it lives as long as the process, like a test-mode dashboard. */
export class SandboxLedger {
  private readonly byKey = new Map<string, SandboxTransaction>();
  private nextId = 1_000_001;

  /** A reference pays once; after a failed attempt it may be tried again. */
  record(transaction: NewTransaction): SandboxTransaction | 'duplicate' {
    const key = `${transaction.provider}:${transaction.txRef}`;
    if (this.byKey.get(key)?.status === 'successful') return 'duplicate';
    const recorded = { ...transaction, id: this.nextId++, createdAt: new Date() };
    this.byKey.set(key, recorded);
    return recorded;
  }

  byReference(provider: ProviderName, txRef: string): SandboxTransaction | undefined {
    return this.byKey.get(`${provider}:${txRef}`);
  }

  byId(provider: ProviderName, id: string): SandboxTransaction | undefined {
    return [...this.byKey.values()].find((t) => t.provider === provider && String(t.id) === id);
  }
}
