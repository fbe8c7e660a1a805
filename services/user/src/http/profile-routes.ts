import { notFound, parseInput } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../config';
import { findUserById, publicUser } from '../data/user-repository';
import type { SignToken } from '../domain/token-signer';
import { updateProfile } from '../domain/update-profile';
import { profileInput } from './user-inputs';

export function profileRoutes(app: Express, ctx: UserContext, sign: SignToken): void {
  app.get('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const user = await findUserById(ctx.db.pool, req.user!._id);
    if (!user) throw notFound('User not found');
    res.json(publicUser(user));
  });

  app.put('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const { username, email, password } = parseInput(profileInput, req.body, 'Failed to update profile');
    const user = await updateProfile(ctx, req.user!._id, { username, email, password });
    // A new password revoked the caller's token too, so it gets a fresh one.
    res.json({ user: publicUser(user), ...(password ? { token: sign(user, user.tokenVersion) } : {}) });
  });
}
