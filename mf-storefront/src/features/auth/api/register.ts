import { api } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';
import { useRequest } from '../hooks/use-request';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const registrationFailed = 'Registration failed';

export const register = (input: RegisterInput) =>
  api.post<AuthAnswer>('/users/register', input, { defaultMessage: registrationFailed });

export const useRegister = () => useRequest(register, registrationFailed);
