import { randomUUID } from 'node:crypto';
import type { UserContext } from '../../config';
import { startSession, type SignedIn } from '../../sessions/domain/sessions';
import type { TokenSigner } from '../../sessions/domain/token-signer';
import { insertUser } from '../../users/data/user-repository';
import { hashPassword } from '../../users/domain/password';
import { assertNotReserved } from '../../users/domain/reserved-username';
import { assertAvailable, withUniqueness } from '../../users/domain/uniqueness';

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
