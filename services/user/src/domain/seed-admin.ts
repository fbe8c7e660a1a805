import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '@glow/service-kit';
import { findUserIdByEmail, insertUser } from '../data/user-repository';
import { hashPassword } from './password';

export interface AdminSettings {
  ADMIN_EMAIL?: string;
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD?: string;
}

/** Creates the first admin from configuration once; an existing account is left as it is. */
export async function seedAdmin(
  ctx: ServiceContext<AdminSettings & ServiceContext['config']>,
): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const passwordHash = await hashPassword(password);
  const created = await ctx.db.transaction(async (client) => {
    if (await findUserIdByEmail(client, email)) return false;
    const admin = await insertUser(client, {
      id: randomUUID(),
      username,
      email,
      passwordHash,
      isAdmin: true,
    });
    await ctx.outbox.add(client, 'user.registered', { key: admin._id, data: admin });
    return true;
  });
  ctx.logger.info({ email, created }, created ? 'admin account created' : 'admin account already exists');
}
