import type { Outbox, PoolClient } from '@glow/service-kit';
import { RefundCaseRepository, type NewRefundCase } from '../data/refund-case-repository';

/** Opens a refund case and announces it (`order.refund.opened`), once per provider transaction. */
export async function openRefundCase(
  client: PoolClient,
  outbox: Outbox,
  refund: NewRefundCase,
): Promise<void> {
  if (!(await new RefundCaseRepository(client).open(refund))) return;
  await outbox.add(client, 'order.refund.opened', {
    key: refund.orderId,
    data: {
      orderId: refund.orderId,
      reason: refund.reason,
      ...(refund.transactionId === undefined ? {} : { transactionId: refund.transactionId }),
      ...(refund.amount === undefined ? {} : { amount: refund.amount }),
      ...(refund.currency === undefined ? {} : { currency: refund.currency }),
    },
  });
}
