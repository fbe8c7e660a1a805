import { api } from '@glow/web-kit';
import { useRequest } from '../hooks/use-request';
import type { MessageAnswer } from './send-reset-code';

export interface ResetPasswordInput {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const resetFailed = 'Failed to reset password';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageAnswer>('/api/users/reset-password', input, { defaultMessage: resetFailed });

export const useResetPassword = () => useRequest(resetPassword, resetFailed);
