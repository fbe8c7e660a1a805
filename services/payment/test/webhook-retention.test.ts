import { randomUUID } from 'node:crypto';
import { createLogger } from '@glow/service-kit';
import { WebhookPurge } from '../src/jobs/webhook-purge';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const day = 86_400_000;

/** A stored webhook received (and, unless `processedDaysAgo` is null, processed) that many days ago. */
async function webhookFrom(receivedDaysAgo: number, processedDaysAgo: number | null): Promise<string> {
  const txRef = `glow-${randomUUID()}`;
  await payment.pool.query(
    `INSERT INTO payment.webhook_inbox (provider, event, tx_ref, summary, received_at, processed_at, outcome)
     VALUES ('paystack', 'charge.success', $1, jsonb_build_object('reference', $1::text),
             now() - make_interval(days => $2), now() - make_interval(days => $3), $4)`,
    [txRef, receivedDaysAgo, processedDaysAgo, processedDaysAgo === null ? null : 'succeeded'],
  );
  return txRef;
}

async function stillStored(txRefs: string[]): Promise<string[]> {
  const { rows } = await payment.pool.query<{ tx_ref: string }>(
    'SELECT tx_ref FROM payment.webhook_inbox WHERE tx_ref = ANY($1)',
    [txRefs],
  );
  return rows.map((row) => row.tx_ref).sort();
}

describe('webhook retention', () => {
  it('when webhooks were processed more than 30 days ago, then the purge deletes them and keeps the newer and the unprocessed', async () => {
    const expired = [await webhookFrom(40, 31), await webhookFrom(90, 89)];
    const recent = await webhookFrom(29, 29);
    const unprocessed = await webhookFrom(60, null);

    await payment.parts.webhookPurge.runNow();

    expect(await stillStored([...expired, recent, unprocessed])).toEqual([recent, unprocessed].sort());
  });

  it('when more webhooks have expired than one batch holds, then every batch is deleted', async () => {
    const expired = await Promise.all([1, 2, 3, 4, 5].map(() => webhookFrom(12, 11)));
    const kept = await webhookFrom(12, 9);
    const purge = new WebhookPurge(
      payment.running.service.ctx.db,
      { retentionMs: 10 * day, batchSize: 2 },
      createLogger('payment', 'silent'),
    );

    await purge.runNow();

    expect(await stillStored([...expired, kept])).toEqual([kept]);
  });
});
