import type { Auth, Logger } from '@glow/service-kit';
import type { Express } from 'express';
import type { SubscriberList } from '../domain/subscriber-list';
import { readSubscriberQuery } from './newsletter-input';
import { sendSubscribersCsv } from './subscribers-csv';

export function subscriberRoutes(
  app: Express,
  auth: Auth,
  subscribers: SubscriberList,
  logger: Logger,
): void {
  app.get('/api/newsletter/subscribers', auth.requireAdmin, async (req, res) => {
    const { page, ...filter } = readSubscriberQuery(req.query);
    res.json(await subscribers.page(filter, page));
  });

  app.get('/api/newsletter/subscribers.csv', auth.requireAdmin, async (req, res) => {
    const { page: _page, ...filter } = readSubscriberQuery(req.query);
    await sendSubscribersCsv(res, subscribers.all(filter), logger);
  });
}
