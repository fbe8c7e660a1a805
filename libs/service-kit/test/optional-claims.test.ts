import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../src/errors';
import { createAuth, invalidTokenChallenge } from '../src/http/auth';
import { createTestKeys } from '@glow/testing';

// optionalUser's judgement without Express, as the gateway's proxied routes use it.
const keys = createTestKeys();
const auth = createAuth({ publicKey: keys.publicKey });

function plainRequest(authorization?: string) {
  const headers: Record<string, string> = {};
  const req = { headers: authorization === undefined ? {} : { authorization } } as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
  } as unknown as ServerResponse;
  return { req, res, headers };
}

describe('Auth.optionalClaims', () => {
  it('when no token is sent, then there is nothing to judge', () => {
    const { req, res } = plainRequest();
    expect(auth.optionalClaims(req, res)).toBeUndefined();
  });

  it('when a valid token is sent, then its claims come back and no challenge is set', async () => {
    const { req, res, headers } = plainRequest(`Bearer ${keys.sign({ _id: 'shopper-1' })}`);

    expect(await auth.optionalClaims(req, res)).toEqual({
      claims: { _id: 'shopper-1', isAdmin: false, tv: 0, mfa: false },
    });
    expect(headers).toEqual({});
  });

  it('when an expired token is sent, then the request goes on anonymous and the answer says invalid_token', async () => {
    const { req, res, headers } = plainRequest(
      `Bearer ${keys.sign({ _id: 'shopper-1' }, { expiresIn: -60 })}`,
    );

    expect(await auth.optionalClaims(req, res)).toEqual({ refusal: 'Not authorized, token expired' });
    expect(headers).toEqual({ 'WWW-Authenticate': invalidTokenChallenge });
  });

  it('when the header is not a bearer token, then 401', async () => {
    const { req, res } = plainRequest('Basic dXNlcjpwYXNz');

    const refusal = auth.optionalClaims(req, res);

    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({
      status: 401,
      message: 'Not authorized, malformed authorization header',
    });
  });
});
