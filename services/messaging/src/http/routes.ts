import type { Express } from 'express';
import type { MessagingContext } from '../config';
import { contactRoutes } from '../contact/contact-routes';
import type { MessagingDeps } from '../deps';
import { inboxRoutes } from '../inbox/inbox-routes';
import { newsletterRoutes } from '../newsletter/newsletter-routes';

export function messagingRoutes(app: Express, ctx: MessagingContext, deps: MessagingDeps): void {
  inboxRoutes(app, ctx);
  contactRoutes(app, ctx, deps);
  newsletterRoutes(app, ctx, deps);
}
