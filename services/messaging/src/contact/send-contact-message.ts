import type { ContactRequest } from '@glow/contracts';
import type { Database, MailJobs } from '@glow/service-kit';
import { contactMail } from './contact-mail';
import { ContactRepository } from './contact-repository';

/** Keeps the message and queues its mail to the shop in one commit, then wakes the mail sender. */
export async function sendContactMessage(
  db: Database,
  mail: MailJobs,
  shopEmail: string,
  request: ContactRequest,
  clientIp: string | undefined,
): Promise<void> {
  await db.transaction(async (client) => {
    await new ContactRepository(client).insert(request, clientIp);
    await mail.enqueue(client, contactMail(shopEmail, request));
  });
  mail.wake();
}
