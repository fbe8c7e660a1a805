import { isUuid, notFound, parseInput } from '@glow/service-kit';
import type { Express, NextFunction, Request, Response } from 'express';
import type { UserContext } from '../config';
import { findUserById, listUsers, publicUser } from '../data/user-repository';
import { adminDeleteUser, adminUpdateUser, userNotFound } from '../domain/manage-users';
import { adminUserInput } from './user-inputs';

/** A malformed id names no user: 404, never a database error. */
function knownIdShape(req: Request, _res: Response, next: NextFunction): void {
  next(isUuid(String(req.params.id)) ? undefined : notFound(userNotFound));
}

export function adminUserRoutes(app: Express, ctx: UserContext): void {
  app.get('/api/users', ctx.auth.requireAdmin, async (_req, res) => {
    res.json(await listUsers(ctx.db.pool));
  });

  app.get('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    const user = await findUserById(ctx.db.pool, String(req.params.id));
    if (!user) throw notFound(userNotFound);
    res.json(publicUser(user));
  });

  app.put('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    const id = String(req.params.id);
    const changes = parseInput(adminUserInput, req.body, `Failed to update user with ID ${id}`);
    const user = await adminUpdateUser(ctx, req.user!._id, id, changes);
    res.json(publicUser(user));
  });

  app.delete('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    await adminDeleteUser(ctx, req.user!._id, String(req.params.id));
    res.json({ message: 'User deleted' });
  });
}
