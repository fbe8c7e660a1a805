import { actingAdmin, clientAddressKey, type Auth, type RouteDescription } from '@glow/service-kit';
import type { Express, Request } from 'express';
import { placeOrder, type CheckoutDeps } from '../domain/checkout';
import type { OrderBook } from '../domain/order-book';
import { refundOrder, type RefundDeps } from '../domain/refund-order';
import { cardDeclined, paymentNotCompleted, verifyOrder, type VerifyDeps } from '../domain/verify-order';
import {
  checkoutSchema,
  orderQuerySchema,
  parseCheckout,
  parseOrderQuery,
  parseRefund,
  parseRequestKey,
  parseStatus,
  parseVerify,
  refundSchema,
  statusSchema,
  verifySchema,
} from './order-input';
import type { ShopperLimits } from './shopper-limits';

export const orderApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/orders/checkout',
    access: 'user',
    body: checkoutSchema,
    status: 201,
    summary: "Places an order from the shopper's cart",
  },
  {
    method: 'post',
    path: '/api/orders/verify',
    access: 'user',
    body: verifySchema,
    summary: 'Verifies a payment (202 while pending, 402 when declined)',
  },
  { method: 'get', path: '/api/orders', access: 'user', summary: "The shopper's orders" },
  {
    method: 'get',
    path: '/api/orders/all',
    access: 'admin',
    query: orderQuerySchema,
    summary: 'A page of all orders',
  },
  { method: 'get', path: '/api/orders/:id', access: 'user', summary: 'One order (own, or any as admin)' },
  {
    method: 'post',
    path: '/api/orders/:id/refund',
    access: 'admin',
    body: refundSchema,
    summary:
      'Refunds a paid order, all that is left or a part (lines, or an amount); a repeated Idempotency-Key asks nothing again',
  },
  {
    method: 'put',
    path: '/api/orders/:id/status',
    access: 'admin',
    body: statusSchema,
    summary: "Changes an order's status",
  },
];

const authorizationOf = (req: Request) => req.headers.authorization!;

/** `/api/orders/all` is registered before `/api/orders/:id`, so "all" is never read as an id. */
export function orderRoutes(
  app: Express,
  auth: Auth,
  deps: {
    orders: OrderBook;
    checkout: CheckoutDeps;
    verify: VerifyDeps;
    refund: RefundDeps;
    limits: ShopperLimits;
  },
): void {
  const { orders } = deps;

  app.post('/api/orders/checkout', auth.requireUser, deps.limits.checkout, async (req, res) => {
    const input = { ...parseCheckout(req.body), clientAddress: clientAddressKey(req) };
    res.status(201).json(await placeOrder(deps.checkout, req.user!, authorizationOf(req), input));
  });

  app.post('/api/orders/verify', auth.requireUser, deps.limits.verify, async (req, res) => {
    const input = parseVerify(req.body);
    const { verdict, order } = await verifyOrder(deps.verify, req.user!, authorizationOf(req), input);
    if (verdict === 'paid') res.json({ order });
    else if (verdict === 'declined') res.status(402).json({ message: cardDeclined, order });
    else if (verdict === 'failed') res.status(402).json({ message: paymentNotCompleted, order });
    else res.status(202).json({ order });
  });

  app.get('/api/orders', auth.requireUser, async (req, res) => {
    res.json(await orders.listOf(req.user!._id));
  });

  app.get('/api/orders/all', auth.requireAdmin, async (req, res) => {
    res.json(await orders.page(parseOrderQuery(req.query)));
  });

  app.get('/api/orders/:id', auth.requireUser, async (req, res) => {
    const viewer = { ...req.user!, isAdmin: auth.actsAsAdmin(req.user) };
    res.json(await orders.byId(String(req.params.id), viewer));
  });

  app.post('/api/orders/:id/refund', auth.requireAdmin, async (req, res) => {
    const request = {
      ...parseRefund(req.body),
      key: parseRequestKey(req),
      authorization: authorizationOf(req),
      admin: actingAdmin(req),
    };
    res.json(await refundOrder(deps.refund, String(req.params.id), request));
  });

  app.put('/api/orders/:id/status', auth.requireAdmin, async (req, res) => {
    const status = parseStatus(req.body);
    res.json(await orders.changeStatus(String(req.params.id), status, actingAdmin(req)));
  });
}
