import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay, type Logger } from '@glow/service-kit';
import type { MailMessage, Mailer } from './mailer';

export interface DeliverySettings {
  MAIL_ATTEMPTS: number;
  MAIL_RETRY_DELAY_MS: number;
}

/**
 * Sends in the background with retries, so an SMTP server that is briefly down or greylisting
 * (4xx) still gets the mail. The caller has already answered, so a final failure is only logged.
 * Waits do not keep the process alive: a mail still retrying at shutdown is given up.
 */
export async function deliverWithRetries(
  mailer: Mailer,
  message: MailMessage,
  settings: DeliverySettings,
  logger: Logger,
): Promise<boolean> {
  const policy = {
    attempts: settings.MAIL_ATTEMPTS,
    initialDelayMs: settings.MAIL_RETRY_DELAY_MS,
    maxDelayMs: 60_000,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      if (attempt >= policy.attempts) {
        logger.error({ err: error, attempt, subject: message.subject }, 'mail not delivered, giving up');
        return false;
      }
      logger.warn({ err: error, attempt, subject: message.subject }, 'mail not delivered, will retry');
      await sleep(backoffDelay(policy, attempt), undefined, { ref: false });
    }
  }
}
