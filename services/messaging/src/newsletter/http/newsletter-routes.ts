import type { Express } from 'express';
import type { MessagingContext } from '../../config';
import type { MessagingDeps } from '../../deps';
import { NewsletterIssues } from '../domain/newsletter-issues';
import { SubscriberList } from '../domain/subscriber-list';
import { Subscriptions } from '../domain/subscriptions';
import { issueApi, issueRoutes } from './issue-routes';
import { subscribeLimits } from './newsletter-limits';
import { subscriberApi, subscriberRoutes } from './subscriber-routes';
import { subscriptionApi, subscriptionRoutes } from './subscription-routes';

export const newsletterApi = [...subscriptionApi, ...subscriberApi, ...issueApi];

export function newsletterRoutes(app: Express, ctx: MessagingContext, deps: MessagingDeps): void {
  const { auth, config, db, logger } = ctx;
  const subscriptions = new Subscriptions(db, deps.mail, config);
  subscriptionRoutes(app, subscriptions, deps.mail, subscribeLimits(config, deps.limits));
  subscriberRoutes(app, auth, new SubscriberList(db.pool), logger);
  issueRoutes(app, auth, new NewsletterIssues(db, deps.newsletter));
}
