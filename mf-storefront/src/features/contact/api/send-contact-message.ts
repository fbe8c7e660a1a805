import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@glow/web-kit';
import type { ContactRequest } from '@glow/contracts';

export const contactSent = 'Message sent successfully!';
export const contactFailed = 'Something went wrong. Please try again.';
export const contactUnreachable = 'An error occurred. Please try again later.';

export const sendContactMessage = (request: ContactRequest) =>
  api.post<{ message?: string }>('/contact', request, { defaultMessage: contactFailed });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });

/**
 * A refused form (400) or too many messages (429) shows the server's reason, which says what to
 * change or how long to wait; any other answer the spec's generic text; no answer at all the
 * spec's network text.
 */
export function contactErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return contactUnreachable;
  return error.status === 400 || error.status === 429 ? error.message : contactFailed;
}
