import { parseInput, unauthorized, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../config';
import { checkPassword, findAccount, invalidCredentials } from '../domain/log-in';
import { registerUser } from '../domain/register-user';
import { readSigningKey, type TokenSigner } from '../domain/token-signer';
import { knownDevices } from '../login/known-devices';
import { loginAttempt, loginLimits } from '../login/login-limits';
import { secondStepIfEnrolled } from '../mfa/mfa-challenge';
import { answerSignedIn } from '../sessions/session-routes';
import { startSession } from '../sessions/sessions';
import { loginInput, registerInput } from './user-inputs';

export const authApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/users/register',
    body: registerInput,
    status: 201,
    summary: 'Creates an account and signs in',
  },
  {
    method: 'post',
    path: '/api/users/login',
    body: loginInput,
    summary: 'Signs in (or asks for the second factor)',
  },
];

const tooManyRegistrations = 'Too many accounts created from this address, please try again later';

export function authRoutes(app: Express, ctx: UserContext, signer: TokenSigner, limits: RateLimits): void {
  const failures = loginLimits(ctx.config, limits);
  const devices = knownDevices(readSigningKey(ctx.config), ctx.config);

  // Each registration costs an argon2id hash (19 MiB, ~15 ms of a core): limited per address.
  const registrationsPerIp = limits.create({
    name: 'register-ip',
    limit: ctx.config.REGISTER_RATE_LIMIT_PER_IP,
    windowMs: ctx.config.REGISTER_RATE_LIMIT_WINDOW_MS,
    message: tooManyRegistrations,
  });

  app.post('/api/users/register', registrationsPerIp, async (req, res) => {
    const { username, email, password } = parseInput(registerInput, req.body, 'Registration failed');
    const signedIn = await registerUser(ctx, { username, email, password }, signer);
    devices.remember(res, signedIn.answer.user._id, undefined);
    answerSignedIn(res, ctx, signedIn, 201);
  });

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
