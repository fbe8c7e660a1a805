import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { UserContext } from '../../config';
import type { UserDeps } from '../../deps';
import { undoEmailChange } from '../domain/undo-email-change';

export const emailRestored =
  'Your email address is restored and you are signed out everywhere. We sent a code to reset your password.';

export const emailChangeApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/users/email-change/undo',
    body: z.object({ token: z.string() }),
    summary: "Undoes an email change (the notice's link)",
  },
];

/** The "This wasn't me" link of an email-change notice; anyone holding the link may call it. */
export function emailChangeRoutes(app: Express, ctx: UserContext, { mail, limits }: UserDeps): void {
  // A token has 256 random bits: the limit is against load, not guessing.
  const perIp = limits.create({
    name: 'email-change-undo-ip',
    limit: ctx.config.RESET_RATE_LIMIT_PER_IP,
    windowMs: ctx.config.RESET_RATE_LIMIT_WINDOW_MS,
    message: 'Too many attempts, please try again later',
  });

  app.post('/api/users/email-change/undo', perIp, async (req, res) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    const email = await undoEmailChange(ctx, mail, token);
    res.json({ message: emailRestored, email });
    mail.wake();
  });
}
