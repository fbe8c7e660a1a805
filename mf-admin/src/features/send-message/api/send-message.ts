import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { InboxMessage, SendMessageRequest } from '@glow/contracts';

export const sendFailure = 'Failed to send message.';

export const sendMessage = (request: SendMessageRequest) =>
  api.post<InboxMessage>('/inbox/admin/send', request, { defaultMessage: sendFailure });

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
