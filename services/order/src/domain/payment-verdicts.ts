import type { Order, OrderStatus } from '@glow/contracts';
import { unitsOf } from './order-lines';
import type { Logger, MailJobs, Outbox, PoolClient } from '@glow/service-kit';

import { OrderRepository, type PaymentTerms } from '../data/order-repository';
import { RefundCaseBook } from '../data/refund-case-repository';
import { partOfRefundKey, RefundPartBook } from '../data/refund-part-repository';
import { confirmationMail } from './confirmation-mail';
import { shippingStatuses } from './order-lifecycle';
import { OrderTransitions } from './order-transitions';
import { openRefundCase } from './refund-cases';
import { refundMail } from './refund-mail';
import { releaseStock, returnUnits } from './stock-release';
import { toMinor } from './money';

/** A payment confirmed after the window closed but within the grace, while the units were still held. */
export const paidLate = 'Paid after its payment window closed';
/** payment.failed reasons that start with this mean the provider holds money the order cannot take. */
export const refundPrefix = 'refund:';

/** What the provider said went wrong: a declined attempt, or money taken that the order cannot accept. */
export interface Failure {
  reason: string;
  transactionId?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}

/** What the provider confirmed; amount and currency when it said (the event does, the verify verdict not). */
export interface Confirmation {
  paymentId?: string | undefined;
  amount?: number;
  currency?: string;
}

/** The provider's confirmation of money given back (payment.refunded). */
export interface ConfirmedRefund {
  transactionId: string;
  refundId: string;
  amount: number;
  currency: string;
  /** The part it gives back (`part-<n>`); absent for a whole refund. */
  refundKey?: string | undefined;
}

export type PaidOutcome = 'paid' | 'already-paid' | 'refund-needed' | 'unknown-order';

export interface VerdictDeps {
  outbox: Outbox;
  mail: MailJobs;
  shopUrl: string;
  logger: Logger;
}

function shortfall(terms: PaymentTerms, confirmation: Confirmation): string | undefined {
  if (confirmation.currency !== undefined && confirmation.currency !== terms.currency) {
    return `${refundPrefix} paid in ${confirmation.currency}, expected ${terms.currency}`;
  }
  if (confirmation.amount !== undefined && toMinor(confirmation.amount) < toMinor(terms.amount)) {
    return `${refundPrefix} paid ${confirmation.amount} ${terms.currency}, expected ${terms.amount}`;
  }
  return undefined;
}

/**
 * A payment the order can no longer take, however right its amount: the order was cancelled, or it
 * expired and its units went back on sale (another shopper may have bought them).
 */
function cannotTake(terms: PaymentTerms): string | undefined {
  if (terms.status === 'Cancelled') return `${refundPrefix} paid for a cancelled order`;
  if (!terms.stockHeld) return `${refundPrefix} paid after the order expired and its items were released`;
  return undefined;
}

/**
 * Applies a provider's verdict to an order, inside the caller's transaction. The order row is locked
 * first, so however many deliveries race, one finds it unpaid and does the work.
 */
export class PaymentVerdicts {
  constructor(private readonly deps: VerdictDeps) {}

  /**
   * Marks the order paid (Processing), once: `order.paid`, `order.status.changed` and the confirmation
   * mail are written with it. A payment after the window closed is still taken, with a reason.
   */
  async markPaid(client: PoolClient, txRef: string, confirmation: Confirmation): Promise<PaidOutcome> {
    const terms = await new OrderRepository(client).termsOf(txRef, true);
    if (!terms) {
      this.deps.logger.warn({ txRef }, 'payment confirmed for an order this service does not know');
      return 'unknown-order';
    }
    if (terms.isPaid) return 'already-paid';
    const moves = new OrderTransitions(client, this.deps.outbox);
    const previousStatus = terms.status;
    const late = terms.paymentStatus === 'expired' || terms.expiresAt.getTime() < Date.now();
    const refund = shortfall(terms, confirmation) ?? cannotTake(terms);
    const paid =
      !refund &&
      (await moves.markPaid(terms, {
        paymentId: confirmation.paymentId ?? null,
        reason: late ? paidLate : null,
      }));
    if (!paid) {
      await this.reject(client, moves, terms, {
        reason: refund ?? `${refundPrefix} paid while the order's payment was ${terms.paymentStatus}`,
        transactionId: confirmation.paymentId,
        amount: confirmation.amount,
        currency: confirmation.currency,
      });
      return 'refund-needed';
    }
    const order = (await new OrderRepository(client).findById(terms.orderId))!;
    await this.announcePaid(client, order, previousStatus);
    return 'paid';
  }

  /**
   * Records what failed, unless the order is paid. A decline is an attempt: the order stays open for
   * another try (`failed` until then). A `refund:` reason means money was taken: a refund case.
   */
  async markFailed(client: PoolClient, txRef: string, failure: Failure): Promise<void> {
    const terms = await new OrderRepository(client).termsOf(txRef, true);
    if (!terms || terms.isPaid) return;
    const moves = new OrderTransitions(client, this.deps.outbox);
    if (failure.reason.startsWith(refundPrefix)) await this.reject(client, moves, terms, failure);
    else await moves.movePayment(terms, 'declined', failure.reason || null);
  }

  /** A second charge on a paid (or refused) reference: owed back, whatever the order's own state. */
  async openRefund(client: PoolClient, txRef: string, due: Required<Failure>): Promise<void> {
    const terms = await new OrderRepository(client).termsOf(txRef, true);
    if (!terms) {
      this.deps.logger.error({ txRef }, 'refund due on a payment for an order this service does not know');
      return;
    }
    await openRefundCase(client, this.deps.outbox, { orderId: terms.orderId, ...due });
  }

  /**
   * The provider confirmed money given back: its case is closed (once); the order's own payment reads
   * `refunded` and, unless it shipped, the order is Cancelled and its units go back on sale; the buyer
   * is told by mail.
   */
  async markRefunded(client: PoolClient, txRef: string, refund: ConfirmedRefund): Promise<void> {
    const orders = new OrderRepository(client);
    const terms = await orders.termsOf(txRef, true);
    if (!terms) {
      this.deps.logger.error({ txRef }, 'refund confirmed for an order this service does not know');
      return;
    }
    const part = partOfRefundKey(refund.refundKey);
    if (part !== undefined) return this.markPartRefunded(client, terms, part, refund);
    const cases = new RefundCaseBook(client);
    if (!(await cases.markRefunded(terms.orderId, refund.transactionId, refund.refundId))) return;
    const moves = new OrderTransitions(client, this.deps.outbox);
    const ownPayment = terms.isPaid && terms.paymentId === refund.transactionId;
    if (ownPayment || (!terms.isPaid && (await cases.notRefunded(terms.orderId)) === 0)) {
      await moves.movePayment(terms, 'refund-confirmed', null);
    }
    if (ownPayment && !shippingStatuses.has(terms.status)) {
      await releaseStock(client, this.deps.outbox, terms.orderId, 'refunded');
      await moves.moveFulfilment(terms, 'Cancelled');
    }
    await this.announceRefund(client, terms, refund, ownPayment);
  }

  /**
   * A part of the order's own payment given back, once: `partly-refunded` while money is left, else
   * `refunded` (and, before shipping, Cancelled with the rest of its units back). Units of the lines
   * it gave back go back on sale unless the order shipped.
   */
  private async markPartRefunded(
    client: PoolClient,
    terms: PaymentTerms,
    partNumber: number,
    refund: ConfirmedRefund,
  ): Promise<void> {
    const parts = new RefundPartBook(client);
    const part = await parts.markRefunded(terms.orderId, partNumber, refund.refundId);
    if (!part) return;
    const allGiven = toMinor(await parts.refundedTotal(terms.orderId)) >= toMinor(terms.amount);
    const moves = new OrderTransitions(client, this.deps.outbox);
    await moves.movePayment(terms, allGiven ? 'refund-confirmed' : 'part-refund-confirmed', null);
    if (!shippingStatuses.has(terms.status)) {
      if (part.lines) await returnUnits(client, this.deps.outbox, terms.orderId, part.lines, 'refunded');
      if (allGiven) {
        await releaseStock(client, this.deps.outbox, terms.orderId, 'refunded');
        await moves.moveFulfilment(terms, 'Cancelled');
      }
    }
    await this.announceRefund(client, terms, refund, true);
  }

  /** order.refunded, and the buyer's mail. */
  private async announceRefund(
    client: PoolClient,
    terms: PaymentTerms,
    refund: ConfirmedRefund,
    orderPaymentRefunded: boolean,
  ): Promise<void> {
    await this.deps.outbox.add(client, 'order.refunded', {
      key: terms.orderId,
      data: {
        orderId: terms.orderId,
        userId: terms.userId,
        transactionId: refund.transactionId,
        amount: refund.amount,
        currency: refund.currency,
        orderPaymentRefunded,
      },
    });
    const order = (await new OrderRepository(client).findById(terms.orderId))!;
    if (order.user) {
      await this.deps.mail.enqueue(
        client,
        refundMail(order, refund.amount, refund.currency, this.deps.shopUrl),
      );
    }
  }

  /** Money taken that the order cannot keep: `rejected`, a refund case, and the units go back. */
  private async reject(
    client: PoolClient,
    moves: OrderTransitions,
    terms: PaymentTerms,
    failure: Failure,
  ): Promise<void> {
    await moves.movePayment(terms, 'rejected', failure.reason);
    await openRefundCase(client, this.deps.outbox, { orderId: terms.orderId, ...failure });
    await releaseStock(client, this.deps.outbox, terms.orderId, 'payment-rejected');
  }

  private async announcePaid(client: PoolClient, order: Order, previousStatus: OrderStatus): Promise<void> {
    const { outbox } = this.deps;
    await outbox.add(client, 'order.paid', {
      key: order._id,
      data: {
        orderId: order._id,
        userId: order.userId,
        amount: order.paymentInfo.amount,
        currency: order.paymentInfo.currency,
        tx_ref: order.paymentInfo.tx_ref,
        items: order.orderItems.map((item) => unitsOf(item)),
      },
    });
    if (order.status !== previousStatus) {
      await outbox.add(client, 'order.status.changed', {
        key: order._id,
        data: {
          orderId: order._id,
          userId: order.userId,
          status: order.status,
          previousStatus,
        },
      });
    }
    if (order.user) await this.deps.mail.enqueue(client, confirmationMail(order, this.deps.shopUrl));
    else this.deps.logger.warn({ orderId: order._id }, 'no email known for the buyer: no confirmation mail');
  }
}
