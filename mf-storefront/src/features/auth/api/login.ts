import { api } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';
import { useRequest } from '../hooks/use-request';

export interface LoginInput {
  identifier: string;
  password: string;
}

export const loginFailed = 'Login failed';

export const login = (input: LoginInput) =>
  api.post<AuthAnswer>('/users/login', input, { defaultMessage: loginFailed });

export const useLogin = () => useRequest(login, loginFailed);
