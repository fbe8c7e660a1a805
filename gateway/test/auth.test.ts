import { createTestKeys } from '@glow/testing';
import { testKeys, useGatewayOverEchoUpstreams } from './support/gateway';
import type { EchoAnswer } from './support/upstreams';

const stack = useGatewayOverEchoUpstreams();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function withToken(authorization: string) {
  return fetch(`${stack.gateway.url}/api/orders`, { headers: { authorization } });
}

beforeEach(() => {
  stack.upstreams.order.seen.length = 0;
});

describe('JWT check at the gateway', () => {
  it('when no token is sent, then the request passes as anonymous', async () => {
    const response = await fetch(`${stack.gateway.url}/api/products`);
    const body = (await response.json()) as EchoAnswer;
    expect(response.status).toBe(200);
    expect(body.headers.authorization).toBeUndefined();
  });

  it('when a valid token is sent, then the request passes with the header forwarded', async () => {
    const token = testKeys().sign({ _id: 'user-7', isAdmin: true });

    const response = await withToken(`Bearer ${token}`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as EchoAnswer).headers.authorization).toBe(`Bearer ${token}`);
    expect(stack.upstreams.order.seen).toEqual(['/api/orders']);
  });

  // The gateway cannot tell a public route from one that needs a user: a refused token passes as
  // anonymous, the answer carries invalid_token (the browser ends its session), and the service
  // behind decides (a public route answers, one that needs a user answers 401).
  it.each([
    ['expired', () => testKeys().sign({ _id: 'user-7' }, { expiresIn: -60 })],
    ['garbage', () => 'not-a-jwt'],
    ['signed by another key', () => createTestKeys().sign({ _id: 'user-7' })],
    [
      'alg none',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ _id: 'user-7', isAdmin: true, tv: 0 })}.`,
    ],
    [
      'tampered claims',
      () => {
        const [header, , signature] = testKeys().sign({ _id: 'user-7' }).split('.');
        return `${header}.${base64url({ _id: 'user-7', isAdmin: true, tv: 0 })}.${signature}`;
      },
    ],
  ])(
    'when the token is %s, then the request reaches the service and the answer says invalid_token',
    async (_name, makeToken) => {
      const response = await withToken(`Bearer ${makeToken()}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(stack.upstreams.order.seen).toEqual(['/api/orders']);
    },
  );

  it('when the authorization header is not a bearer token, then 401', async () => {
    const response = await withToken('Basic dXNlcjpwYXNz');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Not authorized/);
  });

  it('when a bad token comes to a path outside /api, then it is not judged there', async () => {
    const response = await fetch(`${stack.gateway.url}/uploads/lipstick.jpg`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EchoAnswer).service).toBe('catalog');
  });
});
