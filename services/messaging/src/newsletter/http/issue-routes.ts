import type { Auth, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { NewsletterIssues } from '../domain/newsletter-issues';
import { issueInput, readIssueRequest } from './newsletter-input';

export const issueApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/newsletter/issues',
    access: 'admin',
    body: issueInput,
    status: 202,
    summary: 'Sends an issue to the confirmed subscribers',
  },
  { method: 'get', path: '/api/newsletter/issues', access: 'admin', summary: 'Issues sent' },
  {
    method: 'get',
    path: '/api/newsletter/issues/:id',
    access: 'admin',
    summary: 'One issue and its deliveries',
  },
];

export function issueRoutes(app: Express, auth: Auth, issues: NewsletterIssues): void {
  app.post('/api/newsletter/issues', auth.requireAdmin, async (req, res) => {
    res.status(202).json(await issues.publish(readIssueRequest(req.body)));
  });

  app.get('/api/newsletter/issues', auth.requireAdmin, async (_req, res) => {
    res.json(await issues.list());
  });

  app.get('/api/newsletter/issues/:id', auth.requireAdmin, async (req, res) => {
    res.json(await issues.get(String(req.params.id)));
  });
}
