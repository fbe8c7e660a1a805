import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { MessageAnswer } from './send-reset-code';

export const invalidCode = 'Invalid or expired code';

export const verifyResetCode = (code: string) =>
  api.post<MessageAnswer>(
    '/api/users/verify-reset-code',
    { code: code.trim() },
    { defaultMessage: invalidCode },
  );

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
