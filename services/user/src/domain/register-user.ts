import { randomUUID } from 'node:crypto';
import type { UserContext } from '../config';
import { insertUser } from '../data/user-repository';
import { hashPassword } from './password';
import { assertNotReserved } from './reserved-username';
import { startSession, type SignedIn } from '../sessions/sessions';
import type { TokenSigner } from './token-signer';
import { assertAvailable, withUniqueness } from './uniqueness';

export interface Registration {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates a customer account, announces it and starts its first session as one unit: the token is
 * signed inside the transaction, so a failure anywhere commits nothing and the client is never
 * told "failed" about an account that exists.
 */
export async function registerUser(
  ctx: UserContext,
  input: Registration,
  signer: TokenSigner,
): Promise<SignedIn> {
  assertNotReserved(input.username, ctx.config.ADMIN_USERNAME);
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
      return startSession(client, ctx, signer, { ...user, tokenVersion: 0 }, { mfa: false });
    }),
  );
}
