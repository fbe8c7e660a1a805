import { createMailer, MailJobs } from '@glow/service-kit';
import type { MessagingContext } from './config';

/** What messaging's hooks get from the kit: built once per running service. */
export interface MessagingDeps {
  /** The durable mail queue (contact mails, newsletter confirmations); `attach` starts it. */
  mail: MailJobs;
}

export function createMessagingDeps(ctx: MessagingContext): MessagingDeps {
  const { config, logger } = ctx;
  return {
    mail: new MailJobs(ctx.db.pool, ctx.schema, createMailer(config, logger), config, logger),
  };
}

export async function disposeMessagingDeps({ mail }: MessagingDeps): Promise<void> {
  await mail.stop();
}
