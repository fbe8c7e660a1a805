import { startHttpDouble, type DoubleAnswer, type HttpDouble } from './http-double';
import { partId, reported, slowAnswerMs, type ScriptedTransaction } from './scripted-transactions';

export interface PaystackDouble extends HttpDouble {
  script(transaction: ScriptedTransaction): void;
}

/** '12500.50' → 1250050, as Paystack counts: in the currency's subunit. */
export function koboOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`);
}

const statusWord = { failed: 'failed', pending: 'ongoing' } as const;

function transactionData(transaction: ScriptedTransaction) {
  const { amount, currency } = reported(transaction);
  const status =
    transaction.scenario === 'failed' || transaction.scenario === 'pending'
      ? statusWord[transaction.scenario]
      : 'success';
  return {
    id: Number(transaction.transactionId),
    domain: 'test',
    status,
    reference: transaction.txRef,
    amount: koboOf(amount),
    message: null,
    gateway_response: status === 'success' ? 'Successful' : 'Declined',
    paid_at: status === 'success' ? '2024-03-19T09:34:27.000Z' : null,
    channel: 'card',
    currency,
    customer: { id: 1, email: 'ada@example.com' },
  };
}

function answerFor(transaction: ScriptedTransaction | undefined): DoubleAnswer {
  if (!transaction || transaction.scenario === 'unknown') {
    const body = {
      status: false,
      message: 'Transaction reference not found',
      type: 'validation_error',
      code: 'transaction_not_found',
    };
    return { status: 400, body };
  }
  // As a gateway in front of an API may answer it: text, not the API's JSON.
  if (transaction.scenario === 'rate-limited') return { status: 429, body: 'Too Many Requests' };
  if (transaction.scenario === 'http-500') {
    return { status: 500, body: { status: false, message: 'An error occurred' } };
  }
  const body = { status: true, message: 'Verification successful', data: transactionData(transaction) };
  return { status: 200, body, delayMs: transaction.scenario === 'slow' ? slowAnswerMs : 0 };
}

/** Paystack's verify endpoint, answering per scripted transaction. */
export async function startPaystackDouble(secretKey: string): Promise<PaystackDouble> {
  const transactions: ScriptedTransaction[] = [];
  /** Refunds per transaction: a transaction may be refunded in parts, as both providers allow. */
  const refunded = new Map<string, number>();
  const double = await startHttpDouble((url, authorization, method, body) => {
    if (authorization !== `Bearer ${secretKey}`)
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    // Refunds are queued (`pending`) when asked for and `processed` when looked at; ids as Flutterwave's double.
    if (method === 'POST' && url.pathname === '/refund') {
      const id = String((body as { transaction?: unknown } | undefined)?.transaction ?? '');
      const paid = transactions.findLast((t) => t.transactionId === id)?.scenario === 'success';
      if (!paid) return { status: 400, body: { status: false, message: 'Refund not possible' } };
      const refundId = partId(id, refunded);
      return { status: 200, body: { status: true, data: { id: refundId, status: 'pending' } } };
    }
    const refundLook = /^\/refund\/(r-[^/]+)$/.exec(url.pathname);
    if (refundLook)
      return { status: 200, body: { status: true, data: { id: refundLook[1], status: 'processed' } } };
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    // One transaction per reference, whose status a retry changes: the latest script is its state now.
    if (verify) return answerFor(transactions.findLast((t) => t.txRef === decodeURIComponent(verify[1]!)));
    return { status: 404, body: { status: false, message: 'Not found' } };
  });
  return { ...double, script: (transaction) => transactions.push(transaction) };
}
