import type { Pool } from '@glow/service-kit';

/** Confirmed subscribers written straight into the table (what a confirmation would leave). */
export async function addConfirmed(pool: Pool, emails: string[]): Promise<void> {
  await pool.query(
    `INSERT INTO messaging.newsletter_subscribers (email, status, confirmed_at)
     SELECT email, 'confirmed', now() FROM unnest($1::text[]) AS email`,
    [emails],
  );
}

export const numberedEmails = (count: number, prefix = 'reader') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}@glow.test`);

/** Recipients of the mails received so far with this subject, each as many times as it got one. */
export function recipientsOf(received: { to: string[]; raw: string }[], subject: string): string[] {
  return received.filter((mail) => mail.raw.includes(`Subject: ${subject}`)).flatMap((mail) => mail.to);
}
