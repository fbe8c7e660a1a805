import type { MailJobs, RouteDescription } from '@glow/service-kit';
import type { Express, RequestHandler } from 'express';
import { invalidConfirmation, invalidUnsubscribe, type Subscriptions } from '../domain/subscriptions';
import { readSubscribeEmail, readToken, subscribeInput, tokenInput } from './newsletter-input';

export const subscriptionApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/newsletter/subscribe',
    body: subscribeInput,
    status: 202,
    summary: 'Mails a confirmation link',
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    body: tokenInput,
    summary: "Confirms with the link's token",
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    body: tokenInput,
    query: tokenInput,
    summary: "Unsubscribes with the link's token (body, or query: RFC 8058 one-click)",
  },
];

export function subscriptionRoutes(
  app: Express,
  subscriptions: Subscriptions,
  mail: MailJobs,
  limits: RequestHandler[],
): void {
  app.post('/api/newsletter/subscribe', ...limits, async (req, res) => {
    const queued = await subscriptions.subscribe(readSubscribeEmail(req.body));
    res.status(202).json({ message: 'Check your inbox to confirm your subscription.' });
    // After answering: neither the answer nor its timing tells a confirmed address from a new one.
    if (queued) mail.wake();
  });

  app.post('/api/newsletter/confirm', async (req, res) => {
    await subscriptions.confirm(readToken(req.body, req.query, invalidConfirmation));
    res.json({ message: 'Your subscription is confirmed.' });
  });

  // Also the one-click unsubscribe (RFC 8058): a mail client POSTs the List-Unsubscribe URL, token in the query.
  app.post('/api/newsletter/unsubscribe', async (req, res) => {
    await subscriptions.unsubscribe(readToken(req.body, req.query, invalidUnsubscribe));
    res.json({ message: 'You have been unsubscribed.' });
  });
}
