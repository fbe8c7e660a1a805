import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, e.g. `List-Unsubscribe` on a newsletter. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connections it keeps open (a pooled mailer); mails being sent finish first. */
  close(): void;
}

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_DIR: string;
}

export interface MailerOptions {
  /**
   * Keeps up to this many SMTP connections open and sends over them at once (a bulk sender such
   * as a newsletter). Without it, each mail opens its own connection and nothing stays open.
   */
  connections?: number;
}

/** A stalled server must not hold a send for nodemailer's default ten minutes. */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** SMTP when SMTP_URL is set; otherwise (embedded mode) each mail becomes an .eml file in MAIL_DIR. */
export function createMailer(settings: MailSettings, logger: Logger, options: MailerOptions = {}): Mailer {
  return settings.SMTP_URL
    ? smtpMailer(settings.SMTP_URL, settings.MAIL_FROM, options)
    : fileMailer(settings, logger);
}

function smtpMailer(url: string, from: string, { connections }: MailerOptions): Mailer {
  const transport = connections
    ? nodemailer.createTransport({ url, pool: true, maxConnections: connections, ...timeouts })
    : nodemailer.createTransport({ url, ...timeouts });
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function fileMailer(settings: MailSettings, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: settings.MAIL_FROM, ...message });
      await mkdir(settings.MAIL_DIR, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.resolve(settings.MAIL_DIR, name);
      // Written aside, then renamed: whoever watches the folder never reads half a mail.
      await writeFile(`${file}.partial`, info.message);
      await rename(`${file}.partial`, file);
      // The path only: the code inside is for the person running the embedded store to read.
      logger.info({ file, subject: message.subject }, 'mail written to file (no SMTP_URL set)');
    },
    close: () => undefined,
  };
}
