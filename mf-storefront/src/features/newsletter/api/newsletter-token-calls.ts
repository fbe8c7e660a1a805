import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';

export const subscriptionConfirmed = 'Your subscription is confirmed.';
export const invalidConfirmation = 'This confirmation link is invalid or has expired.';
export const confirmFailed = 'Could not confirm your subscription. Please try again.';

export const unsubscribed = 'You have been unsubscribed.';
export const invalidUnsubscribe = 'This unsubscribe link is invalid.';
export const unsubscribeFailed = 'Could not unsubscribe. Please try again.';

type Answer = { message?: string };

/** POST, never GET: a mail scanner that follows the link changes nothing. */
export const confirmSubscription = (token: string) =>
  api.post<Answer>('/newsletter/confirm', { token }, { defaultMessage: invalidConfirmation });

export const unsubscribe = (token: string) =>
  api.post<Answer>('/newsletter/unsubscribe', { token }, { defaultMessage: invalidUnsubscribe });

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
