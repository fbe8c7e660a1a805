import { randomUUID } from 'node:crypto';
import type { User } from '@glow/contracts';
import type { UserContext } from '../config';
import { insertUser } from '../data/user-repository';
import { hashPassword } from './password';
import { assertAvailable, withUniqueness } from './uniqueness';

export interface Registration {
  username: string;
  email: string;
  password: string;
}

/** Creates a customer account and announces it in the same transaction. */
export async function registerUser(ctx: UserContext, input: Registration): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return withUniqueness(() =>
    ctx.db.transaction(async (client) => {
      await assertAvailable(client, input);
      const user = await insertUser(client, {
        id: randomUUID(),
        username: input.username,
        email: input.email,
        passwordHash,
        isAdmin: false,
      });
      await ctx.outbox.add(client, 'user.registered', { key: user._id, data: user });
      return user;
    }),
  );
}
