import { unauthorized, type Queryable } from '@glow/service-kit';
import { WebhookInboxRepository } from '../data/webhook-inbox-repository';
import type { PaymentProvider, WebhookHeaders } from '../clients';

/**
 * Keeps a webhook whose signature checks out, durably, for the worker; a missing or wrong signature
 * stores nothing. Only its summary is kept, not the raw body (the signature was checked on it here).
 * The webhook's own figures are never used: the worker asks the provider.
 */
export async function receiveWebhook(
  db: Queryable,
  provider: PaymentProvider,
  rawBody: Buffer | undefined,
  headers: WebhookHeaders,
): Promise<void> {
  const event = rawBody && provider.checkWebhook(rawBody, headers);
  if (!event) throw unauthorized('Invalid webhook signature');
  await new WebhookInboxRepository(db).store(event);
}
