import type { User } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
}

export interface StoredUser extends User {
  tokenVersion: number;
}

export interface Credentials extends StoredUser {
  passwordHash: string;
}

export interface UserChanges {
  username?: string;
  email?: string;
  isAdmin?: boolean;
  passwordHash?: string;
  bumpTokenVersion?: boolean;
}

interface UserRow {
  id: string;
  username: string;
  email: string;
  is_admin: boolean;
  token_version: number;
}

const columns = 'id, username, email, is_admin, token_version';

function toUser(row: UserRow): StoredUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.is_admin,
    tokenVersion: row.token_version,
  };
}

export function publicUser(user: User): User {
  return { _id: user._id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export async function findUserIdByEmail(client: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM identity.users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id;
}

export async function findUserByEmail(client: Queryable, email: string): Promise<StoredUser | undefined> {
  const { rows } = await client.query<UserRow>(
    `SELECT ${columns} FROM identity.users WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] && toUser(rows[0]);
}

export async function insertUser(client: Queryable, user: NewUser): Promise<User> {
  await client.query(
    `INSERT INTO identity.users (id, username, email, password_hash, is_admin) VALUES ($1, $2, $3, $4, $5)`,
    [user.id, user.username, user.email, user.passwordHash, user.isAdmin],
  );
  return { _id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export async function findUserById(
  client: Queryable,
  id: string,
  lock = false,
): Promise<StoredUser | undefined> {
  const { rows } = await client.query<UserRow>(
    `SELECT ${columns} FROM identity.users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] && toUser(rows[0]);
}

export async function findCredentials(
  client: Queryable,
  identifier: string,
): Promise<Credentials | undefined> {
  const { rows } = await client.query<UserRow & { password_hash: string }>(
    `SELECT ${columns}, password_hash FROM identity.users
      WHERE lower(email) = lower($1) OR lower(username) = lower($1)
      ORDER BY (lower(email) = lower($1)) DESC LIMIT 1`,
    [identifier],
  );
  return rows[0] && { ...toUser(rows[0]), passwordHash: rows[0].password_hash };
}

/** Which of the given username and email another account already holds (case-insensitive). */
export async function findTaken(
  client: Queryable,
  candidate: { username?: string; email?: string },
  exceptId?: string,
): Promise<{ username: boolean; email: boolean }> {
  const { rows } = await client.query<{ username: boolean; email: boolean }>(
    `SELECT coalesce(bool_or(lower(username) = lower($1)), false) AS username,
            coalesce(bool_or(lower(email) = lower($2)), false) AS email
       FROM identity.users
      WHERE (lower(username) = lower($1) OR lower(email) = lower($2)) AND id IS DISTINCT FROM $3`,
    [candidate.username ?? null, candidate.email ?? null, exceptId ?? null],
  );
  return rows[0] ?? { username: false, email: false };
}

export interface UserListQuery {
  /** Part of the username, any case; absent lists everyone. */
  search?: string;
  offset: number;
  limit: number;
}

/** One page of accounts, oldest first, and how many match in all (the admin's user list). */
export async function listUsers(
  client: Queryable,
  { search, offset, limit }: UserListQuery,
): Promise<{ items: User[]; total: number }> {
  const matching = `FROM identity.users WHERE $1::text IS NULL OR strpos(lower(username), lower($1)) > 0`;
  const [page, count] = await Promise.all([
    client.query<UserRow>(`SELECT ${columns} ${matching} ORDER BY created_at, id OFFSET $2 LIMIT $3`, [
      search ?? null,
      offset,
      limit,
    ]),
    client.query<{ total: string }>(`SELECT count(*) AS total ${matching}`, [search ?? null]),
  ]);
  return {
    items: page.rows.map((row) => publicUser(toUser(row))),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

export async function updateUser(
  client: Queryable,
  id: string,
  changes: UserChanges,
): Promise<StoredUser | undefined> {
  const { rows } = await client.query<UserRow>(
    `UPDATE identity.users
        SET username = coalesce($2, username),
            email = coalesce($3, email),
            is_admin = coalesce($4, is_admin),
            password_hash = coalesce($5, password_hash),
            token_version = token_version + CASE WHEN $6 THEN 1 ELSE 0 END,
            updated_at = now()
      WHERE id = $1
  RETURNING ${columns}`,
    [
      id,
      changes.username ?? null,
      changes.email ?? null,
      changes.isAdmin ?? null,
      changes.passwordHash ?? null,
      changes.bumpTokenVersion ?? false,
    ],
  );
  return rows[0] && toUser(rows[0]);
}

export async function deleteUser(client: Queryable, id: string): Promise<void> {
  await client.query('DELETE FROM identity.users WHERE id = $1', [id]);
}

/** Locks every admin row so two concurrent demotions cannot both leave "another admin". */
export async function lockAdminIds(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM identity.users WHERE is_admin ORDER BY id FOR UPDATE',
  );
  return rows.map((row) => row.id);
}

export async function currentTokenVersion(client: Queryable, id: string): Promise<number | undefined> {
  const { rows } = await client.query<{ token_version: number }>(
    'SELECT token_version FROM identity.users WHERE id = $1',
    [id],
  );
  return rows[0]?.token_version;
}
