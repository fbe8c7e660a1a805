import { notFound, parseInput, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../../config';
import type { UserDeps } from '../../deps';
import type { TokenSigner } from '../../sessions/domain/token-signer';
import { findUserById, publicUser } from '../../users/data/user-repository';
import { updateProfile } from '../domain/update-profile';
import { profileInput } from './account-inputs';

export const profileApi: RouteDescription[] = [
  { method: 'get', path: '/api/users/profile', access: 'user', summary: 'The signed-in user' },
  {
    method: 'put',
    path: '/api/users/profile',
    access: 'user',
    body: profileInput,
    summary: 'Changes name, email or password',
  },
];

export function profileRoutes(
  app: Express,
  ctx: UserContext,
  signer: TokenSigner,
  { limits, mail }: Pick<UserDeps, 'limits' | 'mail'>,
): void {
  // With a stolen token the current password could be guessed here: each check counts per account.
  const passwordChecks = limits.keyed({
    name: 'reauth-account',
    limit: ctx.config.REAUTH_RATE_LIMIT_PER_ACCOUNT,
    windowMs: ctx.config.REAUTH_RATE_LIMIT_WINDOW_MS,
  });

  app.get('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const user = await findUserById(ctx.db.pool, req.user!._id);
    if (!user) throw notFound('User not found');
    res.json(publicUser(user));
  });

  app.put('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const { username, email, password, currentPassword } = parseInput(
      profileInput,
      req.body,
      'Failed to update profile',
    );
    const { _id, sid, mfa = false } = req.user!;
    const { user, tokensRevoked, noticeQueued } = await updateProfile(
      ctx,
      { mail, passwordChecks },
      _id,
      { username, email, password, currentPassword },
      sid,
    );
    // A new email or password revoked the caller's token too, so this session gets a fresh one.
    const token = tokensRevoked && sid ? signer.sign(user, { id: sid, mfa }) : undefined;
    res.json({ user: publicUser(user), ...(token ? { token } : {}) });
    if (noticeQueued) mail.wake();
  });
}
