import type { ContactRequest } from '@glow/contracts';
import type { Database, MailJobs, Outbox } from '@glow/service-kit';
import { ContactRepository } from '../data/contact-repository';
import { contactMail } from './contact-mail';

export interface ContactDeps {
  db: Database;
  outbox: Outbox;
  mail: MailJobs;
  shopEmail: string;
}

/**
 * Keeps the message, queues its mail to the shop and announces `contact.received` (the admin
 * dashboard's feed) in one commit, then wakes the mail sender.
 */
export async function sendContactMessage(
  { db, outbox, mail, shopEmail }: ContactDeps,
  request: ContactRequest,
  clientIp: string | undefined,
): Promise<void> {
  await db.transaction(async (client) => {
    const stored = await new ContactRepository(client).insert(request, clientIp);
    await mail.enqueue(client, contactMail(shopEmail, request));
    await outbox.add(client, 'contact.received', {
      key: stored.id,
      data: {
        _id: stored.id,
        name: request.name,
        email: request.email,
        subject: request.subject,
        createdAt: stored.createdAt.toISOString(),
      },
    });
  });
  mail.wake();
}
