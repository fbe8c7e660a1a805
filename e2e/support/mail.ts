import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { stackUnderTest } from './stack-info';
import { waitUntil } from './wait-until';

export interface Mail {
  file: string;
  /** Recipient addresses, lower-cased. */
  to: string[];
  subject: string;
  text: string;
}

/** Where the runner writes mail without SMTP_URL (infra/dev `data-dir.ts`: `<GLOW_DATA_DIR>/mail`). */
export const mailDir = () => path.join(stackUnderTest().dataDir, 'mail');

/** Parses one `.eml` file the user service wrote (it renames a mail into place once complete). */
export async function parseMail(file: string): Promise<Mail> {
  const parsed = await PostalMime.parse(readFileSync(file, 'utf8'));
  return {
    file,
    to: (parsed.to ?? []).flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
  };
}

const addressedTo = (mail: Mail, address: string) => mail.to.includes(address.toLowerCase());

async function mailsTo(address: string): Promise<Mail[]> {
  let names: string[];
  try {
    names = readdirSync(mailDir());
  } catch {
    return [];
  }
  // The names start with an ISO time, so they sort oldest first.
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => parseMail(path.join(mailDir(), name))),
  );
  return mails.filter((mail) => addressedTo(mail, address));
}

/** Waits until `address` has mail and returns the newest one. */
export async function newestMailTo(address: string): Promise<Mail> {
  const mails = await waitUntil(
    () => mailsTo(address),
    (list) => list.length > 0,
    { what: `a mail to ${address} in ${mailDir()}` },
  );
  return mails[mails.length - 1] as Mail;
}

/** Waits until `address` has a mail `matches` accepts and returns the newest such mail. */
export async function mailTo(address: string, matches: (mail: Mail) => boolean, what: string): Promise<Mail> {
  const mails = await waitUntil(
    async () => (await mailsTo(address)).filter(matches),
    (list) => list.length > 0,
    { what: `${what} to ${address} in ${mailDir()}` },
  );
  return mails[mails.length - 1] as Mail;
}

/** The code of a password-reset mail ("Your password reset code is: XXXXXXXXXX"). */
export function resetCodeIn(mail: Mail): string {
  const match = /reset code is:\s*([A-Z0-9]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset code in ${mail.file}:\n${mail.text}`);
  return match[1];
}
