import { parseInput, type RateLimits, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { UserContext } from '../../config';
import { knownDevices } from '../../login/http/known-devices';
import { readSigningKey, type TokenSigner } from '../../sessions/domain/token-signer';
import { answerSignedIn } from '../../sessions/http/refresh-cookie';
import { registerUser } from '../domain/register-user';
import { registerInput } from './account-inputs';

export const registerApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/users/register',
    body: registerInput,
    status: 201,
    summary: 'Creates an account and signs in',
  },
];

const tooManyRegistrations = 'Too many accounts created from this address, please try again later';

export function registerRoutes(
  app: Express,
  ctx: UserContext,
  signer: TokenSigner,
  limits: RateLimits,
): void {
  // The new account's browser is a known device of it from the start (see login/).
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
}
