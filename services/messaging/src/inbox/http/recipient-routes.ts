import type { Auth, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserDirectoryRepository } from '../data/user-directory-repository';

export const recipientApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/inbox/admin/users',
    access: 'admin',
    summary: 'The users an admin can write to',
  },
];

/** The users an admin can write to, from messaging's own copy. */
export function recipientRoutes(app: Express, auth: Auth, directory: UserDirectoryRepository): void {
  app.get('/api/inbox/admin/users', auth.requireAdmin, async (_req, res) => {
    res.json(await directory.recipients());
  });
}
