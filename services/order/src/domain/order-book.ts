import type { Order, OrderPage, OrderStatus, PaymentFilter, TokenClaims } from '@glow/contracts';
import { notFound, type ActingAdmin, type Database, type Outbox } from '@glow/service-kit';
import { OrderRepository } from '../data/order-repository';
import { recordOrderAction } from './admin-actions';
import { forAdmin, forBuyer } from './admin-view';
import { OrderTransitions } from './order-transitions';
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

  async listOf(userId: string): Promise<Order[]> {
    return (await new OrderRepository(this.db.pool).listOf(userId)).map(forBuyer);
  }

  async page({ search, status, payment, page }: OrderQuery): Promise<OrderPage> {
    const { items, total } = await new OrderRepository(this.db.pool).page({
      search,
      status,
      payment,
      limit: ordersPerPage,
      offset: (page - 1) * ordersPerPage,
    });
    return { items: items.map(forAdmin), total, page, pages: Math.ceil(total / ordersPerPage) };
  }

  /** Someone else's order is answered like a missing one, so ids cannot be probed. */
  async byId(id: string, viewer: TokenClaims): Promise<Order> {
    const order = await new OrderRepository(this.db.pool).findById(id);
    if (!order || (order.userId !== viewer._id && !viewer.isAdmin)) throw notFound(noOrderFound);
    return viewer.isAdmin ? forAdmin(order) : forBuyer(order);
  }

  /**
   * The admin's status change, as the lifecycle allows it (409 with its sentence otherwise); an
   * unchanged status announces nothing. Cancelling gives the units back. A change by an `admin` is
   * put on record with the status before and after.
   */
  async changeStatus(id: string, status: OrderStatus, admin?: ActingAdmin): Promise<Order> {
    return this.db.transaction(async (client) => {
      const orders = new OrderRepository(client);
      const state = await orders.lockState(id);
      if (state === undefined) throw notFound(noOrderFound);
      const before = state.status;
      await new OrderTransitions(client, this.outbox).moveFulfilment(state, status);
      if (admin && state.status !== before)
        await recordOrderAction(client, this.outbox, {
          ...admin,
          action: 'order.status.changed',
          subject: { type: 'order', id },
          before: { status: before },
          after: { status: state.status },
        });
      return forAdmin((await orders.findById(id))!);
    });
  }
}
