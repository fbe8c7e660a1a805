import type { ContactRequest } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

export class ContactRepository {
  constructor(private readonly db: Queryable) {}

  async insert(request: ContactRequest, clientIp: string | undefined): Promise<StoredContactMessage> {
    const { rows } = await this.db.query<{ id: string; created_at: Date }>(
      `INSERT INTO messaging.contact_messages (name, email, subject, message, client_ip)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, created_at`,
      [request.name, request.email, request.subject, request.message, clientIp ?? null],
    );
    return { id: rows[0]!.id, createdAt: rows[0]!.created_at };
  }
}
