import type { OrderStatus, PaymentStatus } from '@glow/contracts';
import { conflict, type Outbox, type PoolClient } from '@glow/service-kit';
import { OrderRepository } from '../data/order-repository';
import {
  fulfilmentMoves,
  fulfilmentRefusal,
  paymentAfter,
  paymentSourcesOf,
  type LifecycleState,
  type PaymentEvent,
} from './order-lifecycle';
import { announceRelease, releaseStock } from './stock-release';

/** The order a move applies to, read under its row lock. */
export interface LockedOrder extends LifecycleState {
  orderId: string;
  userId: string;
}

/** Only where a caller moved an order it had not locked. */
const changedMeanwhile = 'This order changed meanwhile. Please reload it and try again.';

const fulfilmentSourcesOf = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(fulfilmentMoves) as OrderStatus[]).filter((from) => fulfilmentMoves[from].includes(to));

/**
 * The only writer of an order's fulfilment status and payment state, inside the caller's transaction.
 * Each write also names the states it may start from, so a row changed since it was read is not
 * moved: the table holds even where a caller forgot the lock.
 */
export class OrderTransitions {
  private readonly orders: OrderRepository;

  constructor(
    private readonly client: PoolClient,
    private readonly outbox: Outbox,
  ) {
    this.orders = new OrderRepository(client);
  }

  /**
   * Sets the fulfilment status, or answers 409 with the lifecycle's sentence; announces it
   * (`order.status.changed`), and a cancelled order gives its units back. The same status again is no move.
   */
  async moveFulfilment(order: LockedOrder, to: OrderStatus): Promise<void> {
    if (order.status === to) return;
    const refusal = fulfilmentRefusal(order, to);
    if (refusal) throw conflict(refusal);
    if (!(await this.orders.setStatus(order.orderId, to, fulfilmentSourcesOf(to))))
      throw conflict(changedMeanwhile);
    if (to === 'Cancelled') await releaseStock(this.client, this.outbox, order.orderId, 'cancelled');
    await this.outbox.add(this.client, 'order.status.changed', {
      key: order.orderId,
      data: { orderId: order.orderId, userId: order.userId, status: to, previousStatus: order.status },
    });
    order.status = to;
  }

  /**
   * Applies a payment event where the table has it from the order's state, and answers the new state;
   * undefined (nothing written) otherwise, so an event that arrives late or twice never moves an order
   * backwards.
   */
  async movePayment(
    order: LockedOrder,
    event: PaymentEvent,
    reason: string | null,
  ): Promise<PaymentStatus | undefined> {
    const to = paymentAfter(order.paymentStatus, event);
    if (!to) return undefined;
    if (!(await this.orders.setPaymentStatus(order.orderId, to, reason, paymentSourcesOf(event))))
      return undefined;
    order.paymentStatus = to;
    return to;
  }

  /** The provider's yes (`confirmed`): paid, and a Pending order starts Processing. */
  async markPaid(
    order: LockedOrder,
    paid: { paymentId: string | null; reason: string | null },
  ): Promise<boolean> {
    if (paymentAfter(order.paymentStatus, 'confirmed') !== 'paid') return false;
    const status = order.status === 'Pending' ? 'Processing' : order.status;
    if (!(await this.orders.markPaid(order.orderId, { ...paid, status }, paymentSourcesOf('confirmed'))))
      return false;
    order.paymentStatus = 'paid';
    order.status = status;
    return true;
  }

  /**
   * `expired` for up to `limit` unpaid orders past their window and grace, in one statement (rows
   * another instance holds are skipped); their units go back. Answers how many expired.
   */
  async expireDue(limit: number, graceMinutes: number): Promise<number> {
    const due = await this.orders.expireDue(limit, graceMinutes, paymentSourcesOf('expired'));
    for (const release of due.released) await announceRelease(this.client, this.outbox, release, 'expired');
    return due.expired;
  }
}
