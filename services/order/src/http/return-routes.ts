import { actingAdmin, type Auth, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { receiveReturn, recordReturn, withdrawReturn, type ReturnDeps } from '../domain/order-returns';
import {
  parseReceive,
  parseRequestKey,
  parseReturn,
  parseReturnNumber,
  receiveSchema,
  returnSchema,
} from './order-input';

export const returnApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/orders/:id/returns',
    access: 'admin',
    body: returnSchema,
    summary: 'Records goods of a shipped order sent back (a repeated Idempotency-Key records nothing more)',
  },
  {
    method: 'post',
    path: '/api/orders/:id/returns/:number/receive',
    access: 'admin',
    body: receiveSchema,
    summary: 'The returned goods arrived: back on sale if sellable, and their lines refunded',
  },
  {
    method: 'post',
    path: '/api/orders/:id/returns/:number/withdraw',
    access: 'admin',
    summary: 'The returned goods never came back',
  },
];

/** An admin's returns of shipped orders: recorded, received (refunded), or withdrawn. */
export function returnRoutes(app: Express, auth: Auth, deps: ReturnDeps): void {
  app.post('/api/orders/:id/returns', auth.requireAdmin, async (req, res) => {
    const request = { ...parseReturn(req.body), key: parseRequestKey(req), admin: actingAdmin(req) };
    res.json(await recordReturn(deps, String(req.params.id), request));
  });

  app.post('/api/orders/:id/returns/:number/receive', auth.requireAdmin, async (req, res) => {
    const request = {
      sellable: parseReceive(req.body),
      key: parseRequestKey(req),
      admin: actingAdmin(req),
      authorization: req.headers.authorization!,
    };
    const number = parseReturnNumber(String(req.params.number));
    res.json(await receiveReturn(deps, String(req.params.id), number, request));
  });

  app.post('/api/orders/:id/returns/:number/withdraw', auth.requireAdmin, async (req, res) => {
    const number = parseReturnNumber(String(req.params.number));
    res.json(await withdrawReturn(deps, String(req.params.id), number, { admin: actingAdmin(req) }));
  });
}
