import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/**
 * A confirmed payment marks its order paid, once: the one way an order becomes paid. `order.paid`,
 * written with it, takes the paid lines out of the shopper's cart. Payment may announce one charge
 * again under a new event id, so the effect is kept once by the order's own state (its row is
 * locked, a paid order changes nothing), not by an event ledger.
 */
export const paymentSucceededConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.succeeded'],
  async handle(event: EventEnvelope, _topic, ctx, { verdicts, mail }) {
    const { tx_ref, transactionId, amount, currency } = event.data as TopicData<'payment.succeeded'>;
    await ctx.db.transaction(async (client) => {
      await verdicts.markPaid(client, tx_ref, { paymentId: transactionId, amount, currency });
    });
    mail.wake();
  },
};
