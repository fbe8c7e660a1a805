import type { Auth, Logger, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { SubscriberList } from '../domain/subscriber-list';
import { readSubscriberQuery, subscriberQuery } from './newsletter-input';
import { sendSubscribersCsv } from './subscribers-csv';

export const subscriberApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/newsletter/subscribers',
    access: 'admin',
    query: subscriberQuery,
    summary: 'A page of subscribers',
  },
  {
    method: 'get',
    path: '/api/newsletter/subscribers.csv',
    access: 'admin',
    query: subscriberQuery,
    answerType: 'text/csv',
    summary: 'Every subscriber of the filter, as CSV',
  },
];

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
