import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, session } from '@glow/web-kit';
import type { AuthAnswer } from '@glow/contracts';

export interface TwoFactorStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
  /** Admin pages refuse an admin without it (ADMIN_MFA_REQUIRED): it cannot be turned off. */
  required: boolean;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** An SVG data URL. */
  qrCode: string;
}

export const twoFactorTexts = {
  statusFailed: 'Could not load your two-factor sign-in settings.',
  enrolFailed: 'Could not start the set-up. Please try again.',
  confirmFailed: 'Could not confirm the code. Please try again.',
  turnOffFailed: 'Could not turn off two-factor sign-in. Please try again.',
};

const statusQuery = () =>
  queryOptions({
    queryKey: ['two-factor'],
    queryFn: ({ signal }) =>
      api.get<TwoFactorStatus>('/users/mfa', { defaultMessage: twoFactorTexts.statusFailed, signal }),
  });

export const useTwoFactorStatus = () => useQuery(statusQuery());

export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.post<Enrolment>('/users/mfa/enrol', { password }, { defaultMessage: twoFactorTexts.enrolFailed }),
  });

/**
 * The first code turns it on. The server ends every session that lacked the second factor, this
 * one included, and answers a new one: the token is replaced while the call runs.
 */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      session.whileTokenChanges(
        api.post<AuthAnswer & { recoveryCodes: string[] }>(
          '/users/mfa/confirm',
          { code },
          { defaultMessage: twoFactorTexts.confirmFailed },
        ),
      ),
    onSuccess: ({ token, user, expiresIn }) => {
      session.login(token, user, expiresIn);
      void queryClient.invalidateQueries({ queryKey: statusQuery().queryKey });
    },
  });
}

function turnOff(input: { password: string; code: string }): Promise<unknown> {
  return api.delete('/users/mfa', { body: input, defaultMessage: twoFactorTexts.turnOffFailed });
}

export function useTurnOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery().queryKey }),
  });
}
