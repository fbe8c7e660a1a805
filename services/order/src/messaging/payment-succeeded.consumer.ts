import type { EventEnvelope, TopicData } from '@glow/contracts';
import type { Consumer } from '@glow/service-kit';
import type { OrderConfig } from '../config';
import type { OrderDeps } from '../deps';

/**
 * A confirmed payment marks its order paid, once, however often it is delivered: the one way an order
 * becomes paid. `order.paid`, written with it, takes the paid lines out of the shopper's cart.
 */
export const paymentSucceededConsumer: Consumer<OrderConfig, OrderDeps> = {
  topics: ['payment.succeeded'],
  async handle(event: EventEnvelope, _topic, ctx, { verdicts, mail }) {
    const { tx_ref, transactionId, amount, currency } = event.data as TopicData<'payment.succeeded'>;
    await ctx.db.consumeOnce(event, async (client) => {
      await verdicts.markPaid(client, tx_ref, { paymentId: transactionId, amount, currency });
    });
    mail.wake();
  },
};
