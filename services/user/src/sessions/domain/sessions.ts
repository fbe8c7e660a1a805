import { randomUUID } from 'node:crypto';
import type { AuthAnswer } from '@glow/contracts';
import { unauthorized, type PoolClient } from '@glow/service-kit';
import type { UserContext } from '../../config';
import { publicUser, updateUser, type StoredUser } from '../../users/data/user-repository';
import { announceUpdate } from '../../users/domain/user-events';
import { lifetimeFor } from './session-lifetime';
import type { SessionRef, TokenSigner } from './token-signer';
import {
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRotated,
  retireUnusedSuccessor,
  revokeSession,
  revokeUserSessions,
} from '../data/session-repository';
import { isRefreshTokenShaped, newRefreshToken, refreshTokenHash } from './refresh-token';

export const sessionExpired = 'Session expired, please log in again';

/** A sign-in's answer and the refresh token that goes into the cookie beside it. */
export interface SignedIn {
  answer: AuthAnswer;
  refresh: { token: string; expiresAt: Date };
}

async function issueRefreshToken(
  client: PoolClient,
  ctx: UserContext,
  sessionId: string,
  isAdmin: boolean,
): Promise<SignedIn['refresh']> {
  const token = newRefreshToken();
  const { idleSeconds } = lifetimeFor(ctx.config, isAdmin);
  const expiresAt = await insertRefreshToken(client, {
    hash: refreshTokenHash(token),
    sessionId,
    idleSeconds,
  });
  return { token, expiresAt };
}

/** The access token for one session of `user` and a new refresh token for that session (its cookie). */
async function signIn(
  client: PoolClient,
  ctx: UserContext,
  signer: TokenSigner,
  user: StoredUser,
  session: SessionRef,
): Promise<SignedIn> {
  return {
    answer: { token: signer.sign(user, session), expiresIn: signer.lifetimeSeconds, user: publicUser(user) },
    refresh: await issueRefreshToken(client, ctx, session.id, user.isAdmin),
  };
}

/** A new session (refresh-token family) for a user who just proved who they are, in the caller's transaction. */
export async function startSession(
  client: PoolClient,
  ctx: UserContext,
  signer: TokenSigner,
  user: StoredUser,
  { mfa }: { mfa: boolean },
): Promise<SignedIn> {
  const id = randomUUID();
  await insertSession(client, {
    id,
    userId: user._id,
    mfa,
    maxAgeSeconds: lifetimeFor(ctx.config, user.isAdmin).maxAgeSeconds,
  });
  return signIn(client, ctx, signer, user, { id, mfa });
}

/** Ends one session now (here) and, through `user.session.revoked`, in every other service. */
export async function endSession(
  client: PoolClient,
  ctx: UserContext,
  sessionId: string,
  reason: string,
): Promise<void> {
  const ended = await revokeSession(client, sessionId, reason);
  if (!ended) return;
  await ctx.outbox.add(client, 'user.session.revoked', {
    key: ended.userId,
    data: { userId: ended.userId, sessionId, revokedAt: new Date().toISOString() },
  });
}

/**
 * Ends the user's sessions (all, or all but `keep`) and moves the token version on, so every access
 * token issued so far stops working everywhere by the `user.updated` path; the caller announces the
 * user it gets back (with anything else it changed) and signs the kept session a new token.
 */
export async function endSessionsOf(
  client: PoolClient,
  userId: string,
  reason: string,
  keep?: string,
): Promise<StoredUser | undefined> {
  await revokeUserSessions(client, userId, reason, keep);
  return updateUser(client, userId, { bumpTokenVersion: true });
}

/** "Log out of all devices". */
export async function endAllSessions(ctx: UserContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (client) => {
    const user = await endSessionsOf(client, userId, 'logout-all');
    if (user) await announceUpdate(ctx.outbox, client, user);
  });
}

type RefreshOutcome =
  | { kind: 'renewed'; signedIn: SignedIn }
  | { kind: 'refused' }
  | { kind: 'reused'; sessionId: string; userId: string };

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). A token
 * that was already exchanged is a copy (or the original, after a thief used the copy): the whole
 * session ends, so whichever side holds the newer token loses it too, and the reuse is logged.
 * One exception keeps a shopper signed in through a lost answer: a token exchanged less than
 * `REFRESH_RETRY_GRACE` ago whose successor nothing has used is exchanged again, and that unused
 * successor is retired. A thief gains nothing beyond what winning the race to the first exchange
 * gives: the legitimate browser's next refresh presents the retired token and ends the session.
 */
export async function refreshSession(
  ctx: UserContext,
  signer: TokenSigner,
  presented: unknown,
): Promise<SignedIn> {
  if (!isRefreshTokenShaped(presented)) throw unauthorized(sessionExpired);
  const hash = refreshTokenHash(presented);
  const outcome = await ctx.db.transaction(async (client): Promise<RefreshOutcome> => {
    const found = await lockRefreshToken(client, hash, ctx.config.REFRESH_RETRY_GRACE);
    if (!found) return { kind: 'refused' };
    const usable = !found.expired && !found.session.revoked;
    if (found.spent && !(usable && found.retryable && (await retireUnusedSuccessor(client, hash)))) {
      await endSession(client, ctx, found.sessionId, 'refresh-token-reuse');
      return { kind: 'reused', sessionId: found.sessionId, userId: found.session.userId };
    }
    if (!usable) return { kind: 'refused' };
    const session = { id: found.sessionId, mfa: found.session.mfa };
    const signedIn = await signIn(client, ctx, signer, found.user, session);
    await markRotated(client, hash, refreshTokenHash(signedIn.refresh.token));
    return { kind: 'renewed', signedIn };
  });
  if (outcome.kind === 'renewed') return outcome.signedIn;
  if (outcome.kind === 'reused')
    ctx.logger.warn(
      { userId: outcome.userId, sessionId: outcome.sessionId },
      'refresh token reuse: session revoked',
    );
  throw unauthorized(sessionExpired);
}
