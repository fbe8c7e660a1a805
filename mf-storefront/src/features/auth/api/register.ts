import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const registrationFailed = 'Registration failed';

export const register = (input: RegisterInput) =>
  api.post<AuthAnswer>('/users/register', input, { defaultMessage: registrationFailed });

export const useRegister = () => useMutation({ mutationFn: register });
