import type { Express } from 'express';
import type { MessagingContext } from '../config';
import { contactApi, contactRoutes } from '../contact/contact-routes';
import type { MessagingDeps } from '../deps';
import { inboxApi, inboxRoutes } from '../inbox/inbox-routes';
import { newsletterApi, newsletterRoutes } from '../newsletter/newsletter-routes';

export const messagingApi = [...inboxApi, ...contactApi, ...newsletterApi];

export function messagingRoutes(app: Express, ctx: MessagingContext, deps: MessagingDeps): void {
  inboxRoutes(app, ctx);
  contactRoutes(app, ctx, deps);
  newsletterRoutes(app, ctx, deps);
}
