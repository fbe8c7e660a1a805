import { badRequest } from '@glow/service-kit';
import { z } from 'zod';
import type { MessageDraft } from '../domain/admin-messages';

export const noAddressee = 'Please select a user or "All Users".';
export const blankMessage = 'Please enter a message.';
export const maxMessageLength = 2000;
export const tooLongMessage = `A message may be at most ${maxMessageLength} characters long.`;
export const nulInMessage = 'A message cannot contain null characters.';
export const maxIdsPerMark = 200;

/** The bodies the parsers below accept, for the API description. */
export const messageDraftSchema = z.object({
  userId: z.string().min(1),
  message: z.string().min(1).max(maxMessageLength),
});
export const markAsReadSchema = z.object({ ids: z.array(z.string()).max(maxIdsPerMark).optional() });

function fieldsOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be an object');
  return body as Record<string, unknown>;
}

/** `{ userId, message }` from the admin's form: the texts the admin sees, word for word. */
export function parseMessageDraft(body: unknown): MessageDraft {
  const { userId, message } = fieldsOf(body);
  if (typeof userId !== 'string' || userId.trim() === '') throw badRequest(noAddressee);
  if (typeof message !== 'string' || message.trim() === '') throw badRequest(blankMessage);
  const text = message.trim();
  if (Array.from(text).length > maxMessageLength) throw badRequest(tooLongMessage);
  if (text.includes('\0')) throw badRequest(nulInMessage);
  return { userId: userId.trim(), message: text };
}

/** `{ ids? }`: the messages the reader saw; absent means all of them. */
export function parseMarkAsRead(body: unknown): { ids?: string[] } {
  const { ids } = fieldsOf(body);
  if (ids === undefined) return {};
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw badRequest('ids must be a list of message ids');
  }
  if (ids.length > maxIdsPerMark) throw badRequest(`At most ${maxIdsPerMark} messages can be marked at once`);
  return { ids };
}
