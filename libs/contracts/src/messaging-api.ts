/** Shapes of the messaging service's API: inbox, admin messages, contact and newsletter. */

/** An inbox message as its reader sees it. `user` is the addressee's id, or 'all' for a broadcast. */
export interface InboxMessage {
  _id: string;
  user: string;
  message: string;
  read: boolean;
  createdAt: string;
  /**
   * Position in the order messages were sent (grows with every message). Unread counts say up to
   * which position they counted (`through`), so a live message already counted is not added twice.
   */
  seq: number;
}

/** `GET /api/inbox/unread-count` and the answer of `PUT /api/inbox/mark-as-read`. */
export interface UnreadCount {
  count: number;
  /** The newest message position this count has seen; messages up to it are counted or read. */
  through: number;
}

/** `PUT /api/inbox/mark-as-read`: the messages the reader saw; without ids, every message. */
export interface MarkAsReadRequest {
  ids?: string[];
}

/** `POST /api/inbox/admin/send`; `userId` may be 'all'. */
export interface SendMessageRequest {
  userId: string;
  message: string;
}

/** A user the admin can write to (`GET /api/inbox/admin/users`), from messaging's own read model. */
export interface MessageRecipient {
  _id: string;
  username: string;
  email: string;
}

/** `POST /api/contact`. */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
}

/** `GET /api/newsletter/subscribers?search=&status=&page=`: 50 per page. */
export interface SubscriberPage {
  items: NewsletterSubscriber[];
  total: number;
  page: number;
  pages: number;
  /** Confirmed subscribers in all: who an issue sent now would reach. */
  confirmed: number;
}

export type NewsletterIssueStatus = 'sending' | 'sent';

/** A newsletter issue and its delivery progress (`sent + failed + skipped` of `total`). */
export interface NewsletterIssue {
  _id: string;
  subject: string;
  body: string;
  status: NewsletterIssueStatus;
  total: number;
  sent: number;
  failed: number;
  /** Subscribers who unsubscribed after the issue was queued and before their mail went. */
  skipped: number;
  createdAt: string;
  finishedAt: string | null;
}

/** `POST /api/newsletter/issues`. */
export interface NewsletterIssueRequest {
  subject: string;
  body: string;
}
