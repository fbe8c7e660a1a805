import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { MessagingContext } from '../../config';
import { UserDirectoryRepository } from '../data/user-directory-repository';
import { AdminMessages } from '../domain/admin-messages';
import { ReaderInbox } from '../domain/reader-inbox';
import { markAsReadSchema, messageDraftSchema, parseMarkAsRead, parseMessageDraft } from './inbox-input';
import { recipientApi, recipientRoutes } from './recipient-routes';

export const inboxApi: RouteDescription[] = [
  ...recipientApi,
  { method: 'get', path: '/api/inbox', access: 'user', summary: "The reader's messages" },
  { method: 'get', path: '/api/inbox/unread-count', access: 'user', summary: 'How many are unread' },
  {
    method: 'put',
    path: '/api/inbox/mark-as-read',
    access: 'user',
    body: markAsReadSchema,
    summary: 'Marks messages read',
  },
  {
    method: 'post',
    path: '/api/inbox/admin/send',
    access: 'admin',
    body: messageDraftSchema,
    status: 201,
    summary: 'Writes to a user or to all',
  },
  { method: 'get', path: '/api/messages/:userId', access: 'admin', summary: "A user's inbox" },
];

export function inboxRoutes(app: Express, ctx: MessagingContext): void {
  const { auth, db, outbox } = ctx;
  const inbox = new ReaderInbox(db, outbox);
  const admin = new AdminMessages(db, outbox);
  recipientRoutes(app, auth, new UserDirectoryRepository(db.pool));

  app.get('/api/inbox', auth.requireUser, async (req, res) => {
    res.json(await inbox.list(req.user!._id));
  });

  app.get('/api/inbox/unread-count', auth.requireUser, async (req, res) => {
    res.json(await inbox.unreadCount(req.user!._id));
  });

  app.put('/api/inbox/mark-as-read', auth.requireUser, async (req, res) => {
    const { ids } = parseMarkAsRead(req.body);
    res.json(await inbox.markAsRead(req.user!._id, ids));
  });

  app.post('/api/inbox/admin/send', auth.requireAdmin, async (req, res) => {
    const draft = parseMessageDraft(req.body);
    res.status(201).json(await admin.send(req.user!._id, draft));
  });

  app.get('/api/messages/:userId', auth.requireAdmin, async (req, res) => {
    res.json(await admin.inboxOf(String(req.params.userId)));
  });
}
