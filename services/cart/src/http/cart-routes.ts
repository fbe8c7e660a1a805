import { paidOrdersAppliedHeader } from '@glow/contracts';
import type { Auth, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { ShoppingCart } from '../domain/shopping-cart';
import {
  cartAddSchema,
  cartRemoveSchema,
  cartUpdateSchema,
  parseCartAdd,
  parseCartRemove,
  parseCartUpdate,
  parsePaidOrders,
} from './cart-input';

export const cartApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/cart',
    access: 'user',
    summary: "The shopper's cart (with ?paidOrders=, which of them it has taken out, in a header)",
  },
  {
    method: 'post',
    path: '/api/cart/add',
    access: 'user',
    body: cartAddSchema,
    summary: 'Adds a product (its variant required where it has options)',
  },
  {
    method: 'post',
    path: '/api/cart/update',
    access: 'user',
    body: cartUpdateSchema,
    summary: 'Sets a quantity',
  },
  {
    method: 'post',
    path: '/api/cart/remove',
    access: 'user',
    body: cartRemoveSchema,
    summary: 'Removes a line',
  },
  { method: 'delete', path: '/api/cart', access: 'user', summary: 'Empties the cart' },
];

/** Every cart call answers the user's whole cart (clearing answers `[]`). */
export function cartRoutes(app: Express, auth: Auth, cart: ShoppingCart): void {
  app.get('/api/cart', auth.requireUser, async (req, res) => {
    const paidOrders = parsePaidOrders(req.query.paidOrders);
    if (!paidOrders) return void res.json(await cart.list(req.user!._id));
    const { lines, applied } = await cart.listAfterPaid(req.user!._id, paidOrders);
    res.set(paidOrdersAppliedHeader, applied.join(',')).json(lines);
  });

  app.post('/api/cart/add', auth.requireUser, async (req, res) => {
    const { line, quantity } = parseCartAdd(req.body);
    res.json(await cart.add(req.user!._id, line, quantity));
  });

  app.post('/api/cart/update', auth.requireUser, async (req, res) => {
    const { line, quantity } = parseCartUpdate(req.body);
    res.json(await cart.update(req.user!._id, line, quantity));
  });

  app.post('/api/cart/remove', auth.requireUser, async (req, res) => {
    res.json(await cart.remove(req.user!._id, parseCartRemove(req.body)));
  });

  app.delete('/api/cart', auth.requireUser, async (req, res) => {
    res.json(await cart.clear(req.user!._id));
  });
}
