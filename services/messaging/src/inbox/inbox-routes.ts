import type { Express } from 'express';
import type { MessagingContext } from '../config';

export function inboxRoutes(_app: Express, _ctx: MessagingContext): void {}
