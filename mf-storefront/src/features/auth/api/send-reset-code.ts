import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';

export interface MessageAnswer {
  message?: string;
}

export const sendCodeFailed = 'Failed to send reset code';

export const sendResetCode = (email: string) =>
  api.post<MessageAnswer>('/api/users/forgot-password', { email }, { defaultMessage: sendCodeFailed });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
