import { badRequest, type Database, type MailJobs } from '@glow/service-kit';
import { DeliveryRepository } from '../data/delivery-repository';
import { SubscriberRepository } from '../data/subscriber-repository';
import { confirmationMail } from './confirmation-mail';
import { hashToken, newToken } from './newsletter-token';
import { shopLink } from './shop-link';

export const invalidConfirmation = 'This confirmation link is invalid or has expired.';
export const invalidUnsubscribe = 'This unsubscribe link is invalid.';

export interface SubscriptionSettings {
  SHOP_URL: string;
  NEWSLETTER_CONFIRM_TTL_HOURS: number;
}

/** Double opt-in: subscribe asks for a confirmation by mail; every issue mail can unsubscribe. */
export class Subscriptions {
  constructor(
    private readonly db: Database,
    private readonly mail: MailJobs,
    private readonly settings: SubscriptionSettings,
  ) {}

  /**
   * A new, pending or unsubscribed address gets a confirmation mail, queued in the same commit; a
   * confirmed one gets nothing. Answers whether a mail was queued: for the caller to wake the
   * sender, never for the client, who is told the same either way.
   */
  async subscribe(email: string): Promise<boolean> {
    const token = newToken();
    const hours = this.settings.NEWSLETTER_CONFIRM_TTL_HOURS;
    const link = shopLink(this.settings.SHOP_URL, '/newsletter/confirm', token);
    return this.db.transaction(async (client) => {
      if (!(await new SubscriberRepository(client).requestConfirmation(email, hashToken(token), hours)))
        return false;
      await this.mail.enqueue(client, confirmationMail(email, link, hours));
      return true;
    });
  }

  async confirm(token: string): Promise<void> {
    if (!(await new SubscriberRepository(this.db.pool).confirm(hashToken(token))))
      throw badRequest(invalidConfirmation);
  }

  /** Unsubscribing twice is fine; issues still on their way to the subscriber skip them. */
  async unsubscribe(token: string): Promise<void> {
    await this.db.transaction(async (client) => {
      const subscriberId = await new SubscriberRepository(client).unsubscribe(hashToken(token));
      if (!subscriberId) throw badRequest(invalidUnsubscribe);
      await new DeliveryRepository(client).skipPendingFor(subscriberId);
    });
  }
}
