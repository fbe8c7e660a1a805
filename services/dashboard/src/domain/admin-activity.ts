import type { AdminActivityFilters, AdminActivityPage } from '@glow/contracts';
import type { Database } from '@glow/service-kit';
import { AdminActionRepository } from '../data/admin-action-repository';

export const actionsPerPage = 20;

/** The admin activity log as the back office's Activity screen reads it: filtered, newest first, a page at a time. */
export class AdminActivity {
  constructor(private readonly db: Database) {}

  async page(filters: AdminActivityFilters, page: number): Promise<AdminActivityPage> {
    const actions = new AdminActionRepository(this.db.pool);
    const [total, items] = await Promise.all([
      actions.count(filters),
      actions.newest(filters, actionsPerPage, (page - 1) * actionsPerPage),
    ]);
    return { items, total, page, pages: Math.ceil(total / actionsPerPage) };
  }
}
