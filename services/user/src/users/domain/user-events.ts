import type { Outbox, PoolClient } from '@glow/service-kit';
import { publicUser, type StoredUser } from '../data/user-repository';

/** Other services cache users and honour the token version carried here. */
export async function announceUpdate(outbox: Outbox, client: PoolClient, user: StoredUser): Promise<void> {
  await outbox.add(client, 'user.updated', {
    key: user._id,
    data: { ...publicUser(user), tokenVersion: user.tokenVersion },
  });
}
