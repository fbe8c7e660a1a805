import { createMailer, createRateLimits, MailJobs, type Mailer, type RateLimits } from '@glow/service-kit';
import type { MessagingContext } from './config';
import { NewsletterSender } from './newsletter/jobs/newsletter-sender';

/** What messaging's hooks get from the kit: built once per running service. */
export interface MessagingDeps {
  /** The durable mail queue (contact mails, newsletter confirmations); a worker. */
  mail: MailJobs;
  /** Sends newsletter issues from their delivery rows, including what a previous run left; a worker. */
  newsletter: NewsletterSender;
  /** Counted in Redis when REDIS_URL is set (one connection shared by every limiter), in memory otherwise. */
  limits: RateLimits;
  /** Shared by both senders; keeps up to NEWSLETTER_CONCURRENCY SMTP connections open. */
  mailer: Mailer;
}

export function createMessagingDeps(ctx: MessagingContext): MessagingDeps {
  const { config, logger } = ctx;
  const mailer = createMailer(config, logger, { connections: config.NEWSLETTER_CONCURRENCY });
  return {
    mail: new MailJobs(ctx.db.pool, ctx.schema, mailer, config, logger),
    newsletter: new NewsletterSender(ctx.db.pool, mailer, config, logger),
    limits: createRateLimits(
      { REDIS_URL: config.REDIS_URL, RATE_LIMIT_PREFIX: config.RATE_LIMIT_PREFIX },
      logger,
    ),
    mailer,
  };
}

/** On stop, once the server drained and the senders (workers) finished what was in flight. */
export async function disposeMessagingDeps({ limits, mailer }: MessagingDeps): Promise<void> {
  mailer.close();
  await limits.close();
}
