import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { PaymentConfig } from '../config';
import type { PaymentParts } from '../payment-parts';
import { configRoute } from './config-route';
import { internalRefundRoute } from './internal-refund-route';
import { internalVerdictRoute } from './internal-verdict-route';
import { internalVerifyRoute } from './internal-verify-route';
import { webhookRoutes } from './webhook-routes';

export function routes(app: Express, ctx: ServiceContext<PaymentConfig>, parts: PaymentParts): void {
  configRoute(app, parts);
  internalVerifyRoute(app, ctx.auth, ctx.db.pool, parts.settler);
  internalVerdictRoute(app, ctx.db.pool);
  internalRefundRoute(app, ctx.auth, parts.refundDesk);
  webhookRoutes(app, ctx.db.pool, parts.providers, parts.webhookWorker);
  if (parts.sandbox) app.use('/sandbox', parts.sandbox.handler);
}
