import type { RateLimits } from '@glow/service-kit';
import type { Request, RequestHandler } from 'express';
import type { OrderConfig } from '../config';

export interface ShopperLimits {
  checkout: RequestHandler;
  verify: RequestHandler;
}

export const tooManyCheckouts = 'Too many checkouts, please wait a minute and try again.';
export const tooManyVerifies = 'Too many payment checks, please wait a minute and try again.';

/** Counted per signed-in shopper, so placed after `requireUser`. */
const perShopper = (req: Request) => req.user!._id;

/** Checkout and verify call other services (and, through payment, the providers): limited per shopper. */
export function shopperLimits(limits: RateLimits, config: OrderConfig): ShopperLimits {
  const windowMs = config.ORDER_RATE_LIMIT_WINDOW_MS;
  return {
    checkout: limits.create({
      name: 'checkout',
      limit: config.CHECKOUT_RATE_LIMIT_PER_USER,
      windowMs,
      key: perShopper,
      message: tooManyCheckouts,
    }),
    verify: limits.create({
      name: 'verify',
      limit: config.VERIFY_RATE_LIMIT_PER_USER,
      windowMs,
      key: perShopper,
      message: tooManyVerifies,
    }),
  };
}
