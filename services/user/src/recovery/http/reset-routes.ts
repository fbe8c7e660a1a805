import type { BaseConfig, RouteDescription, ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { ResetConfig } from '../../config';
import type { UserDeps } from '../../deps';
import { completeReset, verifyResetCode } from '../domain/complete-reset';
import { requestReset } from '../domain/request-reset';
import { codeInput, emailInput, readCodeInput, readEmail, readResetInput, resetInput } from './reset-input';
import { resetLimits } from './reset-limits';

export const resetApi: RouteDescription[] = [
  { method: 'post', path: '/api/users/forgot-password', body: emailInput, summary: 'Mails a reset code' },
  { method: 'post', path: '/api/users/verify-reset-code', body: codeInput, summary: 'Checks a reset code' },
  {
    method: 'post',
    path: '/api/users/reset-password',
    body: resetInput,
    summary: 'Sets a new password with the code',
  },
];

export function resetRoutes(
  app: Express,
  ctx: ServiceContext<BaseConfig & ResetConfig>,
  { mail, limits: rateLimits }: UserDeps,
): void {
  const limits = resetLimits(ctx, rateLimits);

  app.post('/api/users/forgot-password', ...limits.forgot, async (req, res) => {
    const queued = await requestReset(ctx, mail, readEmail(req.body));
    res.json({ message: 'Reset code sent to your email' });
    // Sent after answering, so neither delivery time nor a delivery failure tells registered emails apart.
    if (queued) mail.wake();
  });

  app.post('/api/users/verify-reset-code', ...limits.codeCheck, async (req, res) => {
    await verifyResetCode(ctx, readCodeInput(req.body));
    res.json({ message: 'Code verified' });
  });

  app.post('/api/users/reset-password', ...limits.codeCheck, async (req, res) => {
    const { code, newPassword } = readResetInput(req.body);
    await completeReset(ctx, code, newPassword);
    res.json({ message: 'Password reset successful' });
  });
}
