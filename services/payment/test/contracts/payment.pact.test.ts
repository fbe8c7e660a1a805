import { randomUUID } from 'node:crypto';
import { verifyCommittedPacts } from '@glow/testing/pact';
import { startPayment, type PaymentUnderTest, type Trial } from '../support/payment-service';
import type { Scenario } from '../support/scripted-transactions';

/** The placeholder tokens order's pact carries, and whose real token stands in for each. */
const shopperPlaceholder = 'Bearer shopper-token';
const adminPlaceholder = 'Bearer admin-token';

interface Transaction {
  txRef: string;
  transactionId: string;
  userId: string;
}

let payment: PaymentUnderTest;
let shopperToken: string;

beforeAll(async () => {
  payment = await startPayment();
  shopperToken = `Bearer ${payment.running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 })}`;
});
afterAll(() => payment.stop());

/** A transaction scripted at Flutterwave's double whose order.created payment has consumed. */
async function expected({ txRef, transactionId, userId }: Transaction, scenario: Scenario): Promise<Trial> {
  const token = payment.running.keys.sign({ _id: userId, isAdmin: false, tv: 0 });
  const trial: Trial = {
    provider: 'flutterwave',
    txRef,
    transactionId,
    amount: '12500.50',
    currency: 'NGN',
    scenario,
    orderId: randomUUID(),
    userId,
    token,
  };
  payment.doubles.flutterwave.script(trial);
  await payment.orderCreated(trial);
  shopperToken = `Bearer ${token}`;
  return trial;
}

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against payment, then every interaction is answered as they expect', async () => {
  const adminToken = `Bearer ${payment.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 })}`;
  await verifyCommittedPacts('payment', payment.running.url, {
    stateHandlers: {
      'a flutterwave payment that succeeded': async (params) => {
        await expected(params as unknown as Transaction, 'success');
      },
      'a flutterwave payment that was declined': async (params) => {
        await expected(params as unknown as Transaction, 'failed');
      },
      'a flutterwave payment that succeeded and was verified': async (params) => {
        const verified = await payment.verify(await expected(params as unknown as Transaction, 'success'));
        if (verified.status !== 200) throw new Error(`verifying the payment answered ${verified.status}`);
      },
    },
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization === shopperPlaceholder) req.headers.authorization = shopperToken;
      if (req.headers.authorization === adminPlaceholder) req.headers.authorization = adminToken;
      next();
    },
  });
});
