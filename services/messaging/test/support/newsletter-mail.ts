import type { ReceivedMail } from '@glow/testing';
import PostalMime from 'postal-mime';

export interface ReadMail {
  to: string[];
  subject: string;
  text: string;
  replyTo: { name: string; address: string | undefined }[];
  /** Header values by lowercased name. */
  headers: Map<string, string>;
}

export async function readMail(mail: ReceivedMail): Promise<ReadMail> {
  const parsed = await PostalMime.parse(mail.raw);
  return {
    to: mail.to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    replyTo: (parsed.replyTo ?? []).map(({ name, address }) => ({ name, address })),
    headers: new Map(parsed.headers.map((header) => [header.key, header.value])),
  };
}

/** The token of the first link to `path` in a mail's text or header value. */
export function tokenOf(text: string, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}
