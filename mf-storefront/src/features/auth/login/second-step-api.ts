import { useMutation } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';

/** What the login answers instead of a session when the account has two-factor sign-in on. */
export interface SecondStepRequired {
  mfaRequired: true;
  mfaToken: string;
  expiresIn: number;
}

export function needsSecondStep(answer: unknown): answer is SecondStepRequired {
  return typeof answer === 'object' && answer !== null && (answer as SecondStepRequired).mfaRequired === true;
}

export type SecondFactor = { code: string } | { recoveryCode: string };

export const secondStepFailed = 'Verification failed';

export const logInWithCode = ({ mfaToken, ...factor }: SecondFactor & { mfaToken: string }) =>
  api.post<AuthAnswer>('/users/login/mfa', { mfaToken, ...factor }, { defaultMessage: secondStepFailed });

export const useLogInWithCode = () => useMutation({ mutationFn: logInWithCode });
