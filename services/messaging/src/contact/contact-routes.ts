import type { Express } from 'express';
import type { MessagingContext } from '../config';
import type { MessagingDeps } from '../deps';

export function contactRoutes(_app: Express, _ctx: MessagingContext, _deps: MessagingDeps): void {}
