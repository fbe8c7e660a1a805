import type { ContactRequest } from '@glow/contracts';
import type { MailMessage } from '@glow/service-kit';

/** The shop's copy of a contact-form message; answering it writes to the shopper. */
export function contactMail(shopEmail: string, request: ContactRequest): MailMessage {
  const displayName = request.name.replace(/["\\]/g, '');
  return {
    to: shopEmail,
    subject: `Contact form: ${request.subject}`,
    text: [
      `A message from the contact form on the Glow website.`,
      '',
      `From: ${request.name} <${request.email}>`,
      `Subject: ${request.subject}`,
      '',
      request.message,
    ].join('\n'),
    headers: { 'Reply-To': `"${displayName}" <${request.email}>` },
  };
}
