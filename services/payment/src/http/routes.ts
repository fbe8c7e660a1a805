import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { PaymentConfig } from '../config';
import type { PaymentParts } from '../deps';
import { configApi, configRoute } from './config-route';
import { internalRefundApi, internalRefundRoute } from './internal-refund-route';
import { internalVerdictApi, internalVerdictRoute } from './internal-verdict-route';
import { internalVerifyApi, internalVerifyRoute } from './internal-verify-route';
import { webhookApi, webhookRoutes } from './webhook-routes';

/** Every route `routes` registers, described. */
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
