import { performance } from 'node:perf_hooks';
import { backoffDelay, type Logger, type Mailer, type Pool } from '@glow/service-kit';
import { DeliveryRepository, type ClaimedDelivery, type DeliveryKey } from '../data/delivery-repository';
import { IssueRepository } from '../data/issue-repository';
import { UnsubscribeTokenRepository } from '../data/unsubscribe-token-repository';
import { issueMail, type IssueContent } from '../domain/issue-mail';
import { hashToken, newToken } from '../domain/newsletter-token';
import { classifySendFailure } from './send-failure';
import type { SenderSettings } from './sender-settings';

export interface BatchOutcome {
  /** Claimed and not tried: to be given back. */
  untried: DeliveryKey[];
  /** The SMTP server did not answer: the sender pauses. */
  unreachable: boolean;
  sent: number;
  /** When the soonest retry it scheduled is due, in ms from now. */
  retryInMs?: number;
}

export interface BatchContext {
  pool: Pool;
  mailer: Mailer;
  settings: SenderSettings;
  logger: Logger;
  /** True once the sender is stopping: sends in flight finish, no new one starts. */
  stopping(): boolean;
}

interface Sendable {
  delivery: ClaimedDelivery;
  token: string;
}

const keyOf = ({ issueId, subscriberId }: ClaimedDelivery): DeliveryKey => ({ issueId, subscriberId });

/**
 * Sends one claimed batch with at most NEWSLETTER_CONCURRENCY mails at once, settling each
 * delivery as soon as its send returns: a crash re-sends only the mails in flight. No send starts
 * after half the lease, so a slow batch never overlaps another instance's claim of the same rows.
 */
export async function sendBatch(
  context: BatchContext,
  batch: ClaimedDelivery[],
  claimedAt: number,
): Promise<BatchOutcome> {
  const { pool, settings } = context;
  const deliveries = new DeliveryRepository(pool);
  await deliveries.skip(batch.filter((delivery) => !delivery.subscribed).map(keyOf));
  const sendables = batch
    .filter((delivery) => delivery.subscribed)
    .map((delivery) => ({ delivery, token: newToken() }));
  await new UnsubscribeTokenRepository(pool).insert(
    sendables.map(({ delivery, token }) => ({
      tokenHash: hashToken(token),
      subscriberId: delivery.subscriberId,
    })),
  );
  const contents = await new IssueRepository(pool).contents([
    ...new Set(sendables.map((s) => s.delivery.issueId)),
  ]);
  const sendUntil = claimedAt + (settings.NEWSLETTER_LEASE_SECONDS * 1000) / 2;
  const outcome: BatchOutcome = { untried: [], unreachable: false, sent: 0 };
  let next = 0;
  const worker = async () => {
    while (next < sendables.length) {
      if (context.stopping() || outcome.unreachable || performance.now() > sendUntil) return;
      const sendable = sendables[next++]!;
      await deliver(context, deliveries, sendable, contents.get(sendable.delivery.issueId)!, outcome);
    }
  };
  await Promise.all(Array.from({ length: settings.NEWSLETTER_CONCURRENCY }, worker));
  outcome.untried.push(...sendables.slice(next).map(({ delivery }) => keyOf(delivery)));
  return outcome;
}

async function deliver(
  { mailer, settings, logger }: BatchContext,
  deliveries: DeliveryRepository,
  { delivery, token }: Sendable,
  content: IssueContent,
  outcome: BatchOutcome,
): Promise<void> {
  const key = keyOf(delivery);
  const context = { issue: delivery.issueId, subscriber: delivery.subscriberId, attempt: delivery.attempts };
  try {
    await mailer.send(issueMail(delivery.email, content, settings.SHOP_URL, token));
  } catch (error) {
    const failure = classifySendFailure(error);
    if (failure === 'unreachable') {
      outcome.unreachable = true;
      outcome.untried.push(key);
      logger.warn({ err: error, ...context }, 'newsletter mail not sent: SMTP server unreachable');
      return;
    }
    if (failure === 'rejected' || delivery.attempts >= settings.MAIL_ATTEMPTS) {
      logger.error({ err: error, ...context }, 'newsletter mail not delivered, giving up');
      await deliveries.settle(key, 'failed');
      return;
    }
    const delayMs = backoffDelay(
      { initialDelayMs: settings.MAIL_RETRY_DELAY_MS, maxDelayMs: 60_000 },
      delivery.attempts,
    );
    logger.warn({ err: error, ...context, retryInMs: delayMs }, 'newsletter mail deferred, will retry');
    await deliveries.retryLater(key, delayMs);
    outcome.retryInMs = Math.min(outcome.retryInMs ?? delayMs, delayMs);
    return;
  }
  await deliveries.settle(key, 'sent');
  outcome.sent += 1;
}
