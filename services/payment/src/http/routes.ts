import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { PaymentConfig } from '../config';
import type { PaymentParts } from '../payment-parts';
import { configApi, configRoute } from './config-route';
import { internalRefundApi, internalRefundRoute } from './internal-refund-route';
import { internalVerdictApi, internalVerdictRoute } from './internal-verdict-route';
import { internalVerifyApi, internalVerifyRoute } from './internal-verify-route';
import { webhookApi, webhookRoutes } from './webhook-routes';

/** Every route `routes` registers, described; the test-mode sandbox under /sandbox stands in for the providers and is not the shop's API. */
export const api = [
  ...configApi,
  ...internalVerifyApi,
  ...internalVerdictApi,
  ...internalRefundApi,
  ...webhookApi,
];

export function routes(app: Express, ctx: ServiceContext<PaymentConfig>, parts: PaymentParts): void {
  configRoute(app, parts);
  webhookRoutes(app, ctx.db.pool, parts.providers, parts.webhookWorker);
  if (parts.sandbox) app.use('/sandbox', parts.sandbox.handler);
}

/** What order calls (INTERNAL_PORT when set): verify, a reference's verdict, refunds. */
export function paymentInternalRoutes(
  app: Express,
  ctx: ServiceContext<PaymentConfig>,
  parts: PaymentParts,
): void {
  internalVerifyRoute(app, ctx.auth, ctx.db.pool, parts.settler);
  internalVerdictRoute(app, ctx.db, ctx.outbox);
  internalRefundRoute(app, ctx.auth, parts.refundDesk);
}
