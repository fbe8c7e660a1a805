import { notFound, parseInput } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../config';
import { findUserById, publicUser } from '../data/user-repository';
import type { TokenSigner } from '../domain/token-signer';
import { updateProfile } from '../domain/update-profile';
import { profileInput } from './user-inputs';

export function profileRoutes(app: Express, ctx: UserContext, signer: TokenSigner): void {
  app.get('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const user = await findUserById(ctx.db.pool, req.user!._id);
    if (!user) throw notFound('User not found');
    res.json(publicUser(user));
  });

  app.put('/api/users/profile', ctx.auth.requireUser, async (req, res) => {
    const { username, email, password } = parseInput(profileInput, req.body, 'Failed to update profile');
    const { sid, mfa = false } = req.user!;
    const user = await updateProfile(ctx, req.user!._id, { username, email, password }, sid);
    // A new password revoked the caller's token too, so this session gets a fresh one.
    const token = password && sid ? signer.sign(user, { id: sid, mfa }) : undefined;
    res.json({ user: publicUser(user), ...(token ? { token } : {}) });
  });
}
