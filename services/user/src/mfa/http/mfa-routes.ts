import { AppError, forbidden, unauthorized, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express, NextFunction, Request, Response } from 'express';
import type { UserContext } from '../../config';
import type { TokenSigner } from '../../sessions/domain/token-signer';
import { answerSignedIn } from '../../sessions/http/refresh-cookie';
import { verifyPassword } from '../../users/domain/password';
import { assertMayTurnOff, confirmEnrolment, disableFactor, startEnrolment } from '../domain/enrolment';
import {
  codeBody,
  disableBody,
  passwordBody,
  readCode,
  readDisableInput,
  readPassword,
  readSecondStep,
  secondStepBody,
} from './mfa-inputs';
import { factorStatus, passwordHashOf } from '../data/mfa-repository';
import { challengedUser, completeSecondStep, signInExpired } from '../domain/second-step';
import { createSecretBox } from '../domain/secret-box';
import { mfaLimits } from './mfa-limits';

export const mfaApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/users/mfa',
    access: 'admin',
    summary: "The admin's second factor: enrolled, required",
  },
  {
    method: 'post',
    path: '/api/users/mfa/enrol',
    access: 'admin',
    body: passwordBody,
    summary: 'Starts enrolment (secret, QR)',
  },
  {
    method: 'post',
    path: '/api/users/mfa/confirm',
    access: 'admin',
    body: codeBody,
    summary: 'Confirms enrolment with a code',
  },
  {
    method: 'delete',
    path: '/api/users/mfa',
    access: 'admin',
    body: disableBody,
    summary: 'Turns the second factor off',
  },
  { method: 'post', path: '/api/users/login/mfa', body: secondStepBody, summary: "Sign-in's second step" },
];

/**
 * Admins only, but without asking for the second factor (the kit's requireAdmin may): an admin
 * must be able to set it up before having it.
 */
function adminsOnly(req: Request, _res: Response, next: NextFunction): void {
  next(req.user?.isAdmin ? undefined : forbidden('Not authorized as an admin'));
}

export function mfaRoutes(app: Express, ctx: UserContext, signer: TokenSigner, rateLimits: RateLimits): void {
  const box = createSecretBox(ctx.config, ctx.logger);
  const limits = mfaLimits(ctx, rateLimits);
  const admin = [ctx.auth.requireUser, adminsOnly];

  async function checkPassword(userId: string, password: string): Promise<void> {
    await limits.countPasswordCheck(userId);
    const hash = await passwordHashOf(ctx.db.pool, userId);
    if (!hash || !(await verifyPassword(hash, password)))
      throw new AppError(403, 'Current password is incorrect');
  }

  app.get('/api/users/mfa', ...admin, async (req, res) => {
    const status = await factorStatus(ctx.db.pool, req.user!._id);
    res.json({ ...status, required: ctx.config.ADMIN_MFA_REQUIRED });
  });

  app.post('/api/users/mfa/enrol', ...admin, async (req, res) => {
    const userId = req.user!._id;
    await checkPassword(userId, readPassword(req.body));
    res.json(await startEnrolment(ctx, box, userId));
  });

  app.post('/api/users/mfa/confirm', ...admin, async (req, res) => {
    const userId = req.user!._id;
    const code = readCode(req.body);
    await limits.countCodeCheck(userId);
    const { signedIn, recoveryCodes } = await confirmEnrolment(ctx, box, signer, userId, code);
    const answer: typeof signedIn.answer & { recoveryCodes: string[] } = {
      recoveryCodes,
      ...signedIn.answer,
    };
    answerSignedIn(res, ctx, { ...signedIn, answer });
  });

  app.delete('/api/users/mfa', ...admin, async (req, res) => {
    const userId = req.user!._id;
    assertMayTurnOff(ctx.config);
    const { password, code } = readDisableInput(req.body);
    await checkPassword(userId, password);
    await limits.countCodeCheck(userId);
    await disableFactor(ctx, box, userId, code);
    res.json({ enrolled: false });
  });

  app.post('/api/users/login/mfa', limits.secondStepPerIp, async (req, res) => {
    const { mfaToken, proof } = readSecondStep(req.body);
    const userId = await challengedUser(ctx.db.pool, mfaToken);
    if (!userId) throw unauthorized(signInExpired);
    await limits.countCodeCheck(userId);
    answerSignedIn(res, ctx, await completeSecondStep(ctx, box, signer, mfaToken, proof));
  });
}
