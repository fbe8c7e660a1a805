import type { Order, OrderPage, OrderStatus, PaymentFilter, TokenClaims } from '@glow/contracts';
import { conflict, notFound, type Database, type Outbox } from '@glow/service-kit';
import { OrderRepository } from '../data/order-repository';
import { releaseStock } from './stock-release';
import { noOrderFound } from './verify-order';

export const ordersPerPage = 20;

export interface OrderQuery {
  search?: string;
  status?: OrderStatus;
  payment: PaymentFilter;
  page: number;
}

/** Reading orders (the shopper's own, any for an admin) and the admin's status changes. */
export class OrderBook {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  listOf(userId: string): Promise<Order[]> {
    return new OrderRepository(this.db.pool).listOf(userId);
  }

  async page({ search, status, payment, page }: OrderQuery): Promise<OrderPage> {
    const { items, total } = await new OrderRepository(this.db.pool).page({
      search,
      status,
      payment,
      limit: ordersPerPage,
      offset: (page - 1) * ordersPerPage,
    });
    return { items, total, page, pages: Math.ceil(total / ordersPerPage) };
  }

  /** Someone else's order is answered like a missing one, so ids cannot be probed. */
  async byId(id: string, viewer: TokenClaims): Promise<Order> {
    const order = await new OrderRepository(this.db.pool).findById(id);
    if (!order || (order.userId !== viewer._id && !viewer.isAdmin)) throw notFound(noOrderFound);
    return order;
  }

  /**
   * Any status may follow any other (the spec shows no restriction), except that an unpaid order
   * cannot be on its way and a cancelled one that gave its units back cannot be reopened; an
   * unchanged status announces nothing. Cancelling gives the units back.
   */
  async changeStatus(id: string, status: OrderStatus): Promise<Order> {
    return this.db.transaction(async (client) => {
      const orders = new OrderRepository(client);
      const state = await orders.lockState(id);
      if (state === undefined) throw notFound(noOrderFound);
      if (state.status === 'Cancelled' && status !== 'Cancelled' && !state.stockHeld)
        throw conflict(cannotReopen);
      if (shippingStatuses.has(status) && !state.isPaid) throw conflict(notPaidYet(status));
      if (shippingStatuses.has(status) && state.paymentStatus === 'refunded')
        throw conflict(`This order was refunded, so it cannot be marked ${status}.`);
      if (state.status !== status) {
        await orders.setStatus(id, status);
        if (status === 'Cancelled') await releaseStock(client, this.outbox, id, 'cancelled');
        const order = (await orders.findById(id))!;
        await this.outbox.add(client, 'order.status.changed', {
          key: id,
          data: { orderId: id, userId: order.userId, status, previousStatus: state.status },
        });
        return order;
      }
      return (await orders.findById(id))!;
    });
  }
}

/** Statuses that mean the goods are on their way: only a paid (not refunded) order may have them. */
export const shippingStatuses = new Set<OrderStatus>(['Shipped', 'Out for Delivery', 'Delivered']);

/** A cancelled order gave its units back (another shopper may have them): it cannot be reopened. */
export const cannotReopen =
  'This order was cancelled and its items went back on sale, so it cannot be reopened.';

export const notPaidYet = (status: OrderStatus) =>
  `This order has not been paid, so it cannot be marked ${status}.`;
