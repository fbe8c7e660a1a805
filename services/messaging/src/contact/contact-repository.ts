import type { ContactRequest } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export class ContactRepository {
  constructor(private readonly db: Queryable) {}

  async insert(request: ContactRequest, clientIp: string | undefined): Promise<void> {
    await this.db.query(
      `INSERT INTO messaging.contact_messages (name, email, subject, message, client_ip)
       VALUES ($1, $2, $3, $4, $5)`,
      [request.name, request.email, request.subject, request.message, clientIp ?? null],
    );
  }
}
