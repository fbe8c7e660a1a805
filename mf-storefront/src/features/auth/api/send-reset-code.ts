import { api } from '@glow/web-kit';
import { useRequest } from '../hooks/use-request';

export interface MessageAnswer {
  message?: string;
}

export const sendCodeFailed = 'Failed to send reset code';

export const sendResetCode = (email: string) =>
  api.post<MessageAnswer>('/api/users/forgot-password', { email }, { defaultMessage: sendCodeFailed });

export const useSendResetCode = () => useRequest(sendResetCode, sendCodeFailed);
