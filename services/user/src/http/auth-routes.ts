import { parseInput, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express, Request } from 'express';
import type { UserContext } from '../config';
import { logIn } from '../domain/log-in';
import { registerUser } from '../domain/register-user';
import { secondStepIfEnrolled } from '../mfa/mfa-challenge';
import type { TokenSigner } from '../domain/token-signer';
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

const tooManyLogins = 'Too many login attempts, please try again later';
const tooManyRegistrations = 'Too many accounts created from this address, please try again later';

function accountKey(req: Request): string {
  const identifier = (req.body as { identifier?: unknown } | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier.trim().toLowerCase() : '';
}

export function authRoutes(app: Express, ctx: UserContext, signer: TokenSigner, limits: RateLimits): void {
  const { LOGIN_RATE_LIMIT_PER_IP, LOGIN_RATE_LIMIT_PER_ACCOUNT, LOGIN_RATE_LIMIT_WINDOW_MS } = ctx.config;
  const perIp = limits.create({
    name: 'login-ip',
    limit: LOGIN_RATE_LIMIT_PER_IP,
    windowMs: LOGIN_RATE_LIMIT_WINDOW_MS,
    message: tooManyLogins,
  });
  const perAccount = limits.create({
    name: 'login-account',
    limit: LOGIN_RATE_LIMIT_PER_ACCOUNT,
    windowMs: LOGIN_RATE_LIMIT_WINDOW_MS,
    key: accountKey,
    message: tooManyLogins,
  });

  // Each registration costs an argon2id hash (19 MiB, ~15 ms of a core): limited per address.
  const registrationsPerIp = limits.create({
    name: 'register-ip',
    limit: ctx.config.REGISTER_RATE_LIMIT_PER_IP,
    windowMs: ctx.config.REGISTER_RATE_LIMIT_WINDOW_MS,
    message: tooManyRegistrations,
  });

  app.post('/api/users/register', registrationsPerIp, async (req, res) => {
    const { username, email, password } = parseInput(registerInput, req.body, 'Registration failed');
    answerSignedIn(res, ctx, await registerUser(ctx, { username, email, password }, signer), 201);
  });

  app.post('/api/users/login', perIp, perAccount, async (req, res) => {
    const { identifier, password } = parseInput(loginInput, req.body, 'Login failed');
    const user = await logIn(ctx, identifier, password);
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
