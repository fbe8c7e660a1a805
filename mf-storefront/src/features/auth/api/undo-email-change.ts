import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';

export interface EmailRestored {
  message?: string;
  email?: string;
}

export const invalidLink = 'This link is invalid or has expired';
export const emailRestored =
  'Your email address is restored and you are signed out everywhere. We sent a code to reset your password.';

export const undoEmailChange = (token: string) =>
  api.post<EmailRestored>('/api/users/email-change/undo', { token }, { defaultMessage: invalidLink });

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
