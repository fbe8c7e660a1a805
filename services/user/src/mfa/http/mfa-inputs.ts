import { badRequest } from '@glow/service-kit';
import { z } from 'zod';
import type { SecondFactorProof } from '../domain/second-step';

export const enterCode = 'Enter the 6-digit code from your authenticator app';

type Body = Record<string, unknown> | undefined;

/** The bodies the readers below accept, for the API description. */
const sixDigitCode = z
  .string()
  .regex(/^[\d\s]*$/)
  .describe('6 digits; spaces allowed');
export const passwordBody = z.object({ password: z.string().min(1) });
export const codeBody = z.object({ code: sixDigitCode });
export const disableBody = passwordBody.extend({ code: sixDigitCode });
export const secondStepBody = z.object({
  mfaToken: z.string().min(1),
  code: sixDigitCode.optional(),
  recoveryCode: z.string().optional(),
});

function text(body: unknown, field: string): string | undefined {
  const value = (body as Body)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** Spaces as an app shows them ("123 456") do not matter. */
function sixDigits(value: string | undefined): string {
  const code = value?.replace(/\s/g, '');
  if (!code || !/^\d{6}$/.test(code)) throw badRequest(enterCode);
  return code;
}

export function readPassword(body: unknown): string {
  const password = text(body, 'password');
  if (!password) throw badRequest('Enter your current password');
  return password;
}

export function readCode(body: unknown): string {
  return sixDigits(text(body, 'code'));
}

export function readDisableInput(body: unknown): { password: string; code: string } {
  return { password: readPassword(body), code: readCode(body) };
}

export function readSecondStep(body: unknown): { mfaToken: string; proof: SecondFactorProof } {
  const mfaToken = text(body, 'mfaToken');
  if (!mfaToken) throw badRequest('mfaToken is required');
  const recoveryCode = text(body, 'recoveryCode')?.trim();
  if (recoveryCode) return { mfaToken, proof: { recoveryCode } };
  return { mfaToken, proof: { code: readCode(body) } };
}
