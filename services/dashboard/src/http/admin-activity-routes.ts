import { blankAsAbsent, parseInput, type RouteDescription, type ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { AdminActivity } from '../domain/admin-activity';

const idFilter = z
  .string()
  .max(128, 'must be at most 128 characters')
  .regex(/^[\w.:-]+$/, 'must be an id (letters, digits and . _ : -)');

/** `?actor=&action=&subject=&page=`: an admin's user id, an action (`product.updated`), a subject's id. */
export const activityQuerySchema = z
  .object({
    actor: blankAsAbsent(idFilter),
    action: blankAsAbsent(
      z
        .string()
        .max(64, 'must be at most 64 characters')
        .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/, 'must be an action such as product.updated'),
    ),
    subject: blankAsAbsent(idFilter),
    page: blankAsAbsent(
      z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number from 1')
        .transform(Number)
        .pipe(z.number().min(1, 'must be a whole number from 1')),
    ),
  })
  .strict();

export const adminActivityApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/admin/audit',
    access: 'admin',
    query: activityQuerySchema,
    summary: 'The admin activity log, newest first, 20 a page (filters: actor, action, subject)',
  },
];

export function adminActivityRoutes(app: Express, ctx: ServiceContext, activity: AdminActivity): void {
  app.get('/api/admin/audit', ctx.auth.requireAdmin, async (req, res) => {
    const { page, ...filters } = parseInput(activityQuerySchema, req.query, 'Invalid filters');
    res.json(await activity.page(filters, page ?? 1));
  });
}
