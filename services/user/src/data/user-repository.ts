import type { User } from '@glow/contracts';
import type { PoolClient } from '@glow/service-kit';

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
}

export async function findUserIdByEmail(client: PoolClient, email: string): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM identity.users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id;
}

export async function insertUser(client: PoolClient, user: NewUser): Promise<User> {
  await client.query(
    `INSERT INTO identity.users (id, username, email, password_hash, is_admin) VALUES ($1, $2, $3, $4, $5)`,
    [user.id, user.username, user.email, user.passwordHash, user.isAdmin],
  );
  return { _id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}
