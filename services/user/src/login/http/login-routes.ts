import { parseInput, unauthorized, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../../config';
import { secondStepIfEnrolled } from '../../mfa/domain/mfa-challenge';
import { startSession } from '../../sessions/domain/sessions';
import { readSigningKey, type TokenSigner } from '../../sessions/domain/token-signer';
import { answerSignedIn } from '../../sessions/http/refresh-cookie';
import { checkPassword, findAccount, invalidCredentials } from '../domain/log-in';
import { knownDevices } from './known-devices';
import { loginInput } from './login-input';
import { loginAttempt, loginLimits } from './login-limits';

export const loginApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/users/login',
    body: loginInput,
    summary: 'Signs in (or asks for the second factor)',
  },
];

export function loginRoutes(app: Express, ctx: UserContext, signer: TokenSigner, limits: RateLimits): void {
  const failures = loginLimits(ctx.config, limits);
  const devices = knownDevices(readSigningKey(ctx.config), ctx.config);

  app.post('/api/users/login', async (req, res) => {
    const { identifier, password } = parseInput(loginInput, req.body, 'Login failed');
    const account = await findAccount(ctx, identifier);
    const device = devices.read(req);
    const attempt = loginAttempt(req, identifier, account?._id, device);
    if (await failures.refuse(attempt, res)) return;
    const user = await checkPassword(account, password);
    if (!user) {
      if (await failures.countFailure(attempt, res)) return;
      throw unauthorized(invalidCredentials);
    }
    devices.remember(res, user._id, device);
    // An account with a second factor gets no session yet: a code must come first.
    const secondStep = await secondStepIfEnrolled(ctx.db.pool, user._id);
    if (secondStep) return void res.json(secondStep);
    answerSignedIn(
      res,
      ctx,
      await ctx.db.transaction((client) => startSession(client, ctx, signer, user, { mfa: false })),
    );
  });
}
