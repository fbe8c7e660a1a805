import type { User } from '@glow/contracts';
import {
  actingAdmin,
  badRequest,
  isUuid,
  notFound,
  parseInput,
  type RouteDescription,
} from '@glow/service-kit';
import type { Express, NextFunction, Request, Response } from 'express';
import type { UserContext } from '../../config';
import { findUserById, listUsers, publicUser } from '../../users/data/user-repository';
import { adminDeleteUser, adminUpdateUser, userNotFound, type AdminEditDeps } from '../domain/manage-users';
import { z } from 'zod';
import { adminUserInput } from './account-inputs';

export const usersPerPage = 50;

/** `GET /api/users?search=&page=` (admin), shaped like the other admin lists (orders, subscribers). */
export interface UserPage {
  items: User[];
  total: number;
  page: number;
  pages: number;
}

interface UserPageQuery {
  page: number;
  search?: string;
}

function parseUserPageQuery(query: Record<string, unknown>): UserPageQuery {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const page = text(query.page) ?? '1';
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) throw badRequest('page must be a whole number from 1');
  const search = text(query.search);
  if (search !== undefined && (search.length > 64 || search.includes('\0')))
    throw badRequest('search is too long');
  return { page: Number(page), ...(search ? { search } : {}) };
}

/** The query `parseUserPageQuery` accepts, for the API description. */
const userPageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  search: z.string().max(64).optional(),
});

export const adminUserApi: RouteDescription[] = [
  { method: 'get', path: '/api/users', access: 'admin', query: userPageQuery, summary: 'A page of users' },
  { method: 'get', path: '/api/users/:id', access: 'admin', summary: 'One user' },
  { method: 'put', path: '/api/users/:id', access: 'admin', body: adminUserInput, summary: 'Changes a user' },
  { method: 'delete', path: '/api/users/:id', access: 'admin', summary: 'Deletes a user' },
];

/** A malformed id names no user: 404, never a database error. */
function knownIdShape(req: Request, _res: Response, next: NextFunction): void {
  next(isUuid(String(req.params.id)) ? undefined : notFound(userNotFound));
}

export function adminUserRoutes(app: Express, ctx: UserContext, deps: AdminEditDeps): void {
  app.get('/api/users', ctx.auth.requireAdmin, async (req, res) => {
    const { page, search } = parseUserPageQuery(req.query);
    const offset = (page - 1) * usersPerPage;
    const { items, total } = await listUsers(ctx.db.pool, { search, offset, limit: usersPerPage });
    const answer: UserPage = { items, total, page, pages: Math.ceil(total / usersPerPage) };
    res.json(answer);
  });

  app.get('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    const user = await findUserById(ctx.db.pool, String(req.params.id));
    if (!user) throw notFound(userNotFound);
    res.json(publicUser(user));
  });

  app.put('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    const id = String(req.params.id);
    const changes = parseInput(adminUserInput, req.body, `Failed to update user with ID ${id}`);
    const user = await adminUpdateUser(ctx, deps, actingAdmin(req), id, changes);
    deps.mail.wake();
    res.json(publicUser(user));
  });

  app.delete('/api/users/:id', ctx.auth.requireAdmin, knownIdShape, async (req, res) => {
    await adminDeleteUser(ctx, actingAdmin(req), String(req.params.id));
    res.json({ message: 'User deleted' });
  });
}
