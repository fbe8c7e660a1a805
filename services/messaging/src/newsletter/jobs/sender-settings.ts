export interface SenderSettings {
  SHOP_URL: string;
  MAIL_ATTEMPTS: number;
  MAIL_RETRY_DELAY_MS: number;
  NEWSLETTER_CONCURRENCY: number;
  NEWSLETTER_BATCH_SIZE: number;
  NEWSLETTER_LEASE_SECONDS: number;
}
