import { clientAddressKey, type RateLimits } from '@glow/service-kit';
import type { Request, RequestHandler } from 'express';
import type { NewsletterConfig } from '../../config';

const addressOf = (req: Request) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** Subscribing sends a mail: limited per client address, and per email address so nobody's inbox is flooded. */
export function subscribeLimits(config: NewsletterConfig, limits: RateLimits): RequestHandler[] {
  const windowMs = config.NEWSLETTER_RATE_LIMIT_WINDOW_MS;
  const message = 'Too many subscription requests, please try again later';
  return [
    limits.create({ name: 'newsletter-ip', limit: config.NEWSLETTER_RATE_LIMIT_PER_IP, windowMs, message }),
    limits.create({
      name: 'newsletter-email',
      limit: config.NEWSLETTER_RATE_LIMIT_PER_EMAIL,
      windowMs,
      message,
      // A body without an address is the client's own problem, not a shared bucket's.
      key: (req) => (addressOf(req) ? `email:${addressOf(req)}` : `ip:${clientAddressKey(req)}`),
    }),
  ];
}
