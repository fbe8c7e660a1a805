import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { MessagingContext } from '../../config';
import type { MessagingDeps } from '../../deps';
import { sendContactMessage } from '../domain/send-contact-message';
import { contactInput, readContactRequest } from './contact-input';

export const contactApi: RouteDescription[] = [
  { method: 'post', path: '/api/contact', body: contactInput, summary: 'Sends a message to the shop' },
];

export function contactRoutes(app: Express, ctx: MessagingContext, { mail, limits }: MessagingDeps): void {
  const perClient = limits.create({
    name: 'contact-ip',
    limit: ctx.config.CONTACT_RATE_LIMIT_PER_IP,
    windowMs: ctx.config.CONTACT_RATE_LIMIT_WINDOW_MS,
    message: 'Too many messages sent, please try again later',
  });

  app.post('/api/contact', perClient, async (req, res) => {
    const request = readContactRequest(req.body);
    const deps = { db: ctx.db, outbox: ctx.outbox, mail, shopEmail: ctx.config.SHOP_EMAIL };
    await sendContactMessage(deps, request, req.ip);
    res.json({ message: 'Message sent successfully!' });
  });
}
