import { randomUUID } from 'node:crypto';
import { flutterwaveRefunds, paystackRefunds, type ProviderName } from '../src/clients';

/**
 * The sandbox's ledger lives in memory, so every start begins an empty one, while the payment
 * service keeps the transactions and refunds it heard of by the provider's id: a restarted sandbox
 * must not hand out an id again.
 */

/** The sandbox as a newly started process loads it: nothing carried over from an earlier one. */
function loadedAfresh() {
  let loaded!: typeof import('./support/start-sandbox');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./support/start-sandbox');
  });
  return loaded;
}

/** Starts a sandbox, pays and refunds a few times with each provider, stops it: the ids it handed out. */
async function idsOfOneRun(): Promise<number[]> {
  const { startSandbox, sandboxSecrets } = loadedAfresh();
  const sandbox = await startSandbox({ webhookTargets: { flutterwave: [], paystack: [] } });
  const refunds = {
    flutterwave: flutterwaveRefunds({
      baseUrl: sandbox.url,
      secretKey: sandboxSecrets.flutterwaveSecretKey,
      timeoutMs: 2_000,
    }),
    paystack: paystackRefunds({
      baseUrl: sandbox.url,
      secretKey: sandboxSecrets.paystackSecret,
      timeoutMs: 2_000,
    }),
  };
  const pay = async (provider: ProviderName): Promise<number> => {
    const answer = await fetch(`${sandbox.url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider,
        outcome: 'pay',
        tx_ref: randomUUID(),
        // Flutterwave's amounts are in naira, Paystack's in kobo.
        amount: provider === 'paystack' ? '100000' : '1000',
        currency: 'NGN',
        email: 'ada@example.com',
      }),
    });
    const { response } = (await answer.json()) as { response: { transaction_id?: number; id?: number } };
    return (provider === 'paystack' ? response.id : response.transaction_id)!;
  };
  try {
    const ids: number[] = [];
    for (const provider of ['flutterwave', 'paystack'] as const) {
      for (let payment = 0; payment < 3; payment += 1) {
        const transactionId = await pay(provider);
        const refund = await refunds[provider].refund({
          transactionId: String(transactionId),
          amount: '10.00',
          currency: 'NGN',
        });
        ids.push(transactionId, Number(refund.refundId));
      }
    }
    return ids;
  } finally {
    await sandbox.stop();
  }
}

it('when a sandbox starts after another one stopped, then it hands out none of the transaction or refund ids the first one did, each a whole number', async () => {
  const first = await idsOfOneRun();
  const second = await idsOfOneRun();

  expect(second.filter((id) => first.includes(id))).toEqual([]);
  expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
  expect([...first, ...second].filter((id) => !Number.isSafeInteger(id))).toEqual([]);
});
