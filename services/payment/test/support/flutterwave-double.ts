import { startHttpDouble, type DoubleAnswer, type HttpDouble } from './http-double';
import { partId, reported, slowAnswerMs, type ScriptedTransaction } from './scripted-transactions';

export interface FlutterwaveDouble extends HttpDouble {
  script(transaction: ScriptedTransaction): void;
}

const statusWord = { failed: 'failed', pending: 'pending' } as const;

/** The documented `data` of Flutterwave's verify answer, for one scripted transaction. */
function transactionData(transaction: ScriptedTransaction) {
  const { amount, currency } = reported(transaction);
  const status =
    transaction.scenario === 'failed' || transaction.scenario === 'pending'
      ? statusWord[transaction.scenario]
      : 'successful';
  return {
    id: Number(transaction.transactionId),
    tx_ref: transaction.txRef,
    flw_ref: `FLW-MOCK-${transaction.transactionId}`,
    amount: Number(amount),
    currency,
    charged_amount: Number(amount),
    app_fee: 14,
    processor_response: status === 'successful' ? 'Approved by Financial Institution' : 'Declined',
    status,
    payment_type: 'card',
    created_at: '2024-03-19T09:34:27.000Z',
    customer: { id: 2374551, name: 'Ada Obi', phone_number: '08012345678', email: 'ada@example.com' },
  };
}

function answerFor(transaction: ScriptedTransaction | undefined): DoubleAnswer {
  if (!transaction || transaction.scenario === 'unknown') {
    return {
      status: 400,
      body: { status: 'error', message: 'No transaction was found for this id', data: null },
    };
  }
  if (transaction.scenario === 'http-500') return { status: 500, body: '<html>Internal Server Error</html>' };
  if (transaction.scenario === 'rate-limited') {
    return { status: 429, body: { status: 'error', message: 'Too many requests', data: null } };
  }
  const body = {
    status: 'success',
    message: 'Transaction fetched successfully',
    data: transactionData(transaction),
  };
  return { status: 200, body, delayMs: transaction.scenario === 'slow' ? slowAnswerMs : 0 };
}

/** Flutterwave's v3 verify endpoints, answering per scripted transaction. */
export async function startFlutterwaveDouble(secretKey: string): Promise<FlutterwaveDouble> {
  const transactions: ScriptedTransaction[] = [];
  /** Refunds per transaction: a transaction may be refunded in parts, as both providers allow. */
  const refunded = new Map<string, number>();
  const double = await startHttpDouble((url, authorization, method) => {
    if (authorization !== `Bearer ${secretKey}`) {
      return { status: 401, body: { status: 'error', message: 'Invalid authorization key', data: null } };
    }
    // Refunds complete at once here; the first refund's id is `r-<transaction>`, later parts' `r-<transaction>-<n>`.
    const refund = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refund) {
      const id = decodeURIComponent(refund[1]!);
      const paid = transactions.findLast((t) => t.transactionId === id)?.scenario === 'success';
      if (!paid) return { status: 400, body: { status: 'error', message: 'Refund not possible' } };
      const refundId = partId(id, refunded);
      return { status: 200, body: { status: 'success', data: { id: refundId, status: 'completed' } } };
    }
    const refundLook = /^\/v3\/refunds\/r-([^/]+)$/.exec(url.pathname);
    if (refundLook)
      return {
        status: 200,
        body: { status: 'success', data: { id: `r-${refundLook[1]}`, status: 'completed' } },
      };
    const byId = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(url.pathname);
    if (byId)
      return answerFor(transactions.findLast((t) => t.transactionId === decodeURIComponent(byId[1]!)));
    if (url.pathname === '/v3/transactions/verify_by_reference') {
      // Each attempt under a reference is its own transaction: the successful one is answered if any.
      const attempts = transactions.filter((t) => t.txRef === url.searchParams.get('tx_ref'));
      return answerFor(attempts.find((t) => t.scenario === 'success') ?? attempts.at(-1));
    }
    return { status: 404, body: { status: 'error', message: 'Not found', data: null } };
  });
  return { ...double, script: (transaction) => transactions.push(transaction) };
}
