import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@glow/testing';
import PostalMime from 'postal-mime';
import { shopUrl, startMailingService } from './support/newsletter-service';

describe('mail without SMTP (embedded mode)', () => {
  it('when no SMTP_URL is set, then the confirmation and the contact mail become .eml files in MAIL_DIR', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'glow-mail-'));
    const shop = await startMailingService({ env: { SMTP_URL: '', MAIL_DIR: mailDir } });
    try {
      await shop.call('POST', '/api/newsletter/subscribe', { body: { email: 'offline@glow.test' } });
      await shop.call('POST', '/api/contact', {
        body: { name: 'Femi', email: 'femi@glow.test', subject: 'Hello', message: 'Just saying hello.' },
      });

      const files = await waitFor('two mail files', async () => {
        const names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
        return names.length === 2 && names;
      });
      const mails = await Promise.all(
        files.map(async (name) => PostalMime.parse(await readFile(path.join(mailDir, name), 'utf8'))),
      );
      expect(mails.some((mail) => mail.text?.includes(`${shopUrl}/newsletter/confirm?token=`))).toBe(true);
      expect(mails.some((mail) => mail.subject === 'Contact form: Hello')).toBe(true);
      expect(shop.sink.received).toEqual([]);
    } finally {
      await shop.stop();
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
