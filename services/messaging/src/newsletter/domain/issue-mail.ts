import type { MailMessage } from '@glow/service-kit';
import { shopLink } from './shop-link';

export interface IssueContent {
  subject: string;
  body: string;
}

/** An issue as one subscriber gets it, with their own unsubscribe link (RFC 2369 and RFC 8058 one-click). */
export function issueMail(
  to: string,
  issue: IssueContent,
  shopUrl: string,
  unsubscribeToken: string,
): MailMessage {
  const pageLink = shopLink(shopUrl, '/newsletter/unsubscribe', unsubscribeToken);
  const oneClickLink = shopLink(shopUrl, '/api/newsletter/unsubscribe', unsubscribeToken);
  return {
    to,
    subject: issue.subject,
    text: [
      issue.body,
      '',
      '--',
      'You receive this because you subscribed to the Glow newsletter.',
      `Unsubscribe: ${pageLink}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
