import type { Auth } from '@glow/service-kit';
import type { Express } from 'express';
import type { NewsletterIssues } from '../domain/newsletter-issues';
import { readIssueRequest } from './newsletter-input';

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
