import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { MessageAnswer } from './send-reset-code';

export interface ResetPasswordInput {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const resetFailed = 'Failed to reset password';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageAnswer>('/api/users/reset-password', input, { defaultMessage: resetFailed });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
