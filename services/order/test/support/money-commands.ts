import type { CheckoutAnswer, Order, PaymentMethod, Product } from '@glow/contracts';
import fc from 'fast-check';
import { koboOf } from '../../../payment/test/support/paystack-double';
import { secrets } from '../../../payment/test/support/payment-service';
import { flutterwaveWebhook, paystackWebhook } from '../../../payment/test/support/webhook-signing';
import type { InvariantStack } from './money-invariant-stack';
import { nigeria, type Person } from './order-service';

/** What one run does, step by step: indexes pick among the run's shoppers, products and orders. */
export type Step =
  | { do: 'checkout'; shopper: number; lines: [number, number][]; method: PaymentMethod }
  | {
      do: 'pay';
      order: number;
      scenario: 'success' | 'failed';
      via: 'verify' | 'webhook' | 'reconcile' | 'both';
    }
  | { do: 'duplicate webhook' | 'second success' | 'expire' | 'cancel' | 'ship' | 'refund'; order: number }
  | { do: 'refund part'; order: number; by: 'line' | 'amount' }
  | { do: 'return'; order: number; sellable: boolean }
  | { do: 'edit stock'; product: number; stock: number }
  | { do: 'sweep' | 'restart order' };

const order = fc.nat(7);
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('checkout' as const),
      shopper: fc.nat(2),
      lines: fc.array(fc.tuple(fc.nat(1), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 2 }),
      method: fc.constantFrom<PaymentMethod>('flutterwave', 'paystack'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('pay' as const),
      order,
      scenario: fc.constantFrom('success' as const, 'success' as const, 'failed' as const),
      via: fc.constantFrom('verify' as const, 'webhook' as const, 'reconcile' as const, 'both' as const),
    }),
  },
  fc.record({
    do: fc.constantFrom(
      'duplicate webhook' as const,
      'second success' as const,
      'expire' as const,
      'cancel' as const,
      'ship' as const,
      'refund' as const,
    ),
    order,
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('refund part' as const),
      order,
      by: fc.constantFrom('line' as const, 'amount' as const),
    }),
  },
  fc.record({ do: fc.constant('return' as const), order, sellable: fc.boolean() }),
  fc.record({ do: fc.constant('edit stock' as const), product: fc.nat(1), stock: fc.nat(4) }),
  fc.record({ do: fc.constantFrom('sweep' as const, 'restart order' as const) }),
);

interface Placed {
  who: Person;
  method: PaymentMethod;
  orderId: string;
  txRef: string;
  amount: number;
  currency: string;
  /** The provider's latest transaction for the reference, once the shopper paid. */
  transactionId?: string;
}

let nextTransactionId = 5_000_000 + Math.floor(Math.random() * 1_000_000);

/** A run: batches run one after another, the steps of a batch at the same time. */
export const runArb = fc.array(fc.array(stepArb, { minLength: 1, maxLength: 2 }), {
  minLength: 3,
  maxLength: 10,
});

/** Runs one run's batches against the stack; answers the services refuse (409 …) are fine. */
export async function runSteps(
  stack: InvariantStack,
  batches: Step[][],
  shoppers: Person[],
  products: Product[],
) {
  const placed: Placed[] = [];
  const script = (p: Placed, scenario: 'success' | 'failed', newAttempt: boolean) => {
    if (!p.transactionId || (newAttempt && p.method === 'flutterwave'))
      p.transactionId = String((nextTransactionId += 1));
    stack.providers[p.method].script({
      txRef: p.txRef,
      transactionId: p.transactionId,
      amount: p.amount.toFixed(2),
      currency: p.currency,
      scenario,
    });
  };
  const verify = (p: Placed) =>
    stack.call(stack.order().service.url, 'POST', '/api/orders/verify', p.who, {
      tx_ref: p.txRef,
      transaction_id: p.transactionId,
      paymentMethod: p.method,
    });
  const webhook = async (p: Placed) => {
    const id = Number(p.transactionId);
    const signed =
      p.method === 'flutterwave'
        ? flutterwaveWebhook(
            {
              event: 'charge.completed',
              data: { id, tx_ref: p.txRef, status: 'successful', amount: p.amount },
            },
            secrets.flutterwaveHash,
          )
        : paystackWebhook(
            {
              event: 'charge.success',
              data: { id, reference: p.txRef, status: 'success', amount: koboOf(p.amount.toFixed(2)) },
            },
            secrets.paystackSecretKey,
          );
    await fetch(`${stack.payment.url}/api/payments/webhooks/${p.method}`, {
      method: 'POST',
      headers: signed.headers,
      body: new Uint8Array(signed.rawBody),
    });
    await stack.payment.service.deps.webhookWorker.runNow();
  };
  const admin = (method: string, path: string, body: unknown) =>
    stack.call(stack.order().service.url, method, path, stack.admin, body);

  const run = async (step: Step) => {
    const p = 'order' in step ? placed[step.order % Math.max(1, placed.length)] : undefined;
    switch (step.do) {
      case 'checkout': {
        const who = shoppers[step.shopper % shoppers.length]!;
        for (const [product, quantity] of step.lines)
          await stack.call(stack.cart.url, 'POST', '/api/cart/add', who, {
            productId: products[product % products.length]!._id,
            quantity,
          });
        const answer = await stack.call<CheckoutAnswer>(
          stack.order().service.url,
          'POST',
          '/api/orders/checkout',
          who,
          { shippingDetails: nigeria, paymentMethod: step.method },
        );
        if (answer.status === 201)
          placed.push({
            who,
            method: step.method,
            orderId: answer.body.order._id,
            txRef: answer.body.payment.tx_ref,
            amount: answer.body.payment.amount,
            currency: answer.body.payment.currency,
          });
        break;
      }
      case 'pay':
        if (!p) break;
        script(p, step.scenario, true);
        if (step.via === 'verify') await verify(p);
        else if (step.via === 'webhook') await webhook(p);
        else if (step.via === 'reconcile') await stack.payment.service.deps.reconciliation.runNow();
        else await Promise.all([verify(p), webhook(p)]);
        break;
      case 'duplicate webhook':
        if (p?.transactionId) await Promise.all([webhook(p), webhook(p)]);
        break;
      case 'second success':
        if (!p?.transactionId) break;
        script(p, 'success', true);
        await webhook(p);
        break;
      case 'expire':
        if (!p) break;
        await stack.pools.order.query(
          `UPDATE orders.orders SET expires_at = now() - interval '1 day' WHERE id = $1`,
          [p.orderId],
        );
        await stack.order().service.deps.expiry.expireDue();
        break;
      case 'cancel':
      case 'ship':
        if (p)
          await admin('PUT', `/api/orders/${p.orderId}/status`, {
            status: step.do === 'cancel' ? 'Cancelled' : 'Shipped',
          });
        break;
      case 'refund':
        if (!p) break;
        await admin('POST', `/api/orders/${p.orderId}/refund`, { reason: 'The shopper asked' });
        await stack.payment.service.deps.refundChecks.runNow();
        break;
      case 'refund part': {
        if (!p) break;
        // One unit of the first line the order offers back (or of none: a refusal is fine), or 1.00.
        const now = await stack.call<Order>(
          stack.order().service.url,
          'GET',
          `/api/orders/${p.orderId}`,
          stack.admin,
        );
        const line = now.body.refundable?.part?.lines[0] ?? now.body.orderItems?.[0]?.product;
        const productId = line && ('productId' in line ? line.productId : line._id);
        await admin('POST', `/api/orders/${p.orderId}/refund`, {
          reason: 'One item was damaged',
          ...(step.by === 'amount' || !productId ? { amount: 1 } : { lines: [{ productId, quantity: 1 }] }),
        });
        await stack.payment.service.deps.refundChecks.runNow();
        break;
      }
      case 'return': {
        if (!p) break;
        // Ship it (refused unless paid), send one unit of its first returnable line back, receive it.
        await admin('PUT', `/api/orders/${p.orderId}/status`, { status: 'Shipped' });
        const now = await stack.call<Order>(
          stack.order().service.url,
          'GET',
          `/api/orders/${p.orderId}`,
          stack.admin,
        );
        const line = now.body.returnable?.[0];
        if (!line) break;
        const recorded = await admin('POST', `/api/orders/${p.orderId}/returns`, {
          reason: 'Wrong shade',
          lines: [{ productId: line.productId, quantity: 1 }],
        });
        const number = (recorded.body as Order).returns?.at(-1)?.number;
        if (number)
          await admin('POST', `/api/orders/${p.orderId}/returns/${number}/receive`, {
            sellable: step.sellable,
          });
        await stack.payment.service.deps.refundChecks.runNow();
        break;
      }
      case 'edit stock':
        await stack.setStock(products[step.product % products.length]!, step.stock);
        break;
      case 'sweep':
        await stack.pools.order.query('UPDATE orders.orders SET sweep_at = now() WHERE NOT is_paid');
        await stack.order().service.deps.sweeper.runNow();
        break;
      case 'restart order':
        await stack.restartOrder();
        break;
    }
  };
  for (const batch of batches) {
    // A restart is not interleaved with calls to order: they would meet a closed port (a gateway
    // would send them to another instance). Its events wait for the new instance meanwhile.
    const restart = batch.find((step) => step.do === 'restart order');
    if (restart) await run(restart);
    await Promise.all(batch.filter((step) => step !== restart).map(run));
  }
}
