import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';

export interface LoginInput {
  identifier: string;
  password: string;
}

export const loginFailed = 'Login failed';

export const login = (input: LoginInput) =>
  api.post<AuthAnswer>('/users/login', input, { defaultMessage: loginFailed });

export const useLogin = () => useMutation({ mutationFn: login });
