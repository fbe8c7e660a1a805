import type { Queryable } from '@glow/service-kit';

export class UnsubscribeTokenRepository {
  constructor(private readonly db: Queryable) {}

  async insert(tokens: { tokenHash: string; subscriberId: string }[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.db.query(
      `INSERT INTO messaging.newsletter_unsubscribe_tokens (token_hash, subscriber_id)
       SELECT * FROM unnest($1::text[], $2::uuid[])`,
      [tokens.map((token) => token.tokenHash), tokens.map((token) => token.subscriberId)],
    );
  }
}
