import { badRequest, parseInput } from '@glow/service-kit';
import { z } from 'zod';
import { invalidCode } from '../domain/complete-reset';

export const emailInput = z.object({ email: z.string().trim().email('Please enter a valid email address') });
export const codeInput = z.object({ code: z.unknown() });
export const resetInput = z.object({
  code: z.unknown(),
  newPassword: z.unknown(),
  confirmPassword: z.unknown(),
});

export function readEmail(body: unknown): string {
  return parseInput(emailInput, body).email;
}

function readCode(code: unknown): string {
  if (typeof code !== 'string' || code.trim() === '') throw invalidCode();
  return code;
}

export function readCodeInput(body: unknown): string {
  return readCode(parseInput(codeInput, body).code);
}

export function readResetInput(body: unknown): { code: string; newPassword: string } {
  const input = parseInput(resetInput, body);
  const { newPassword, confirmPassword } = input;
  if (
    typeof newPassword !== 'string' ||
    typeof confirmPassword !== 'string' ||
    !newPassword ||
    !confirmPassword
  ) {
    throw badRequest('New password and confirmation are required');
  }
  if (newPassword.length < 6) throw badRequest('Password must be at least 6 characters');
  if (newPassword !== confirmPassword) throw badRequest('Passwords do not match');
  return { code: readCode(input.code), newPassword };
}
