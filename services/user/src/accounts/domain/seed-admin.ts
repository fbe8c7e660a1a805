import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type ServiceContext } from '@glow/service-kit';
import { findTaken, findUserIdByEmail, insertUser } from '../../users/data/user-repository';
import { hashPassword } from '../../users/domain/password';

export interface AdminSettings {
  ADMIN_EMAIL?: string;
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD?: string;
}

type SeedOutcome = 'created' | 'exists' | 'username taken';

/**
 * Creates the first admin from configuration once; an existing account is left as it is. Seeding
 * never stops the service: when the username belongs to another account (an earlier start with
 * another ADMIN_EMAIL), it says what conflicts and goes on without an admin.
 */
export async function seedAdmin(
  ctx: ServiceContext<AdminSettings & ServiceContext['config']>,
): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const passwordHash = await hashPassword(password);
  let outcome: SeedOutcome;
  try {
    outcome = await ctx.db.transaction(async (client): Promise<SeedOutcome> => {
      if (await findUserIdByEmail(client, email)) return 'exists';
      if ((await findTaken(client, { username })).username) return 'username taken';
      const admin = await insertUser(client, {
        id: randomUUID(),
        username,
        email,
        passwordHash,
        isAdmin: true,
      });
      await ctx.outbox.add(client, 'user.registered', { key: admin._id, data: admin });
      return 'created';
    });
  } catch (error) {
    // Another instance seeding at the same moment, or a shopper registering the name meanwhile.
    if (!isUniqueViolation(error)) throw error;
    ctx.logger.warn(
      { email, username, constraint: (error as { constraint?: string }).constraint },
      'admin account not created: an account with this email or username appeared meanwhile',
    );
    return;
  }
  if (outcome === 'username taken') {
    ctx.logger.warn(
      { email, username },
      `admin account not created: the username "${username}" (ADMIN_USERNAME) belongs to another account; ` +
        'set ADMIN_USERNAME to a free name, or ADMIN_EMAIL to that account’s email',
    );
    return;
  }
  ctx.logger.info(
    { email, created: outcome === 'created' },
    outcome === 'created' ? 'admin account created' : 'admin account already exists',
  );
}
