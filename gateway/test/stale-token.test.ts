import { defineService } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import type { RunningGateway } from '../src/server';
import { startTestGateway, testKeys } from './support/gateway';
import { closeUpstreams, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

/** A kit service behind the gateway: a public catalogue and orders that need a user. */
const shop = defineService({
  name: 'shop',
  routes(app, ctx) {
    app.get('/api/products', ctx.auth.optionalUser, (req, res) => {
      res.json({ products: ['lipstick'], viewer: req.user?._id ?? null });
    });
    app.get('/api/orders', ctx.auth.requireUser, (req, res) => {
      res.json({ orders: [], owner: req.user?._id });
    });
  },
});

let upstreams: Upstreams;
let service: ServiceUnderTest;
let gateway: RunningGateway;

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  service = await startServiceForTest(shop, { keys: testKeys() });
  gateway = await startTestGateway({ ...urlsOf(upstreams), catalog: service.url, order: service.url });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  if (upstreams) await closeUpstreams(upstreams);
});

async function get(pathname: string, token: string) {
  const response = await fetch(`${gateway.url}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('a browser with a stale token, through the gateway', () => {
  const expired = () => testKeys().sign({ _id: 'shopper-1' }, { expiresIn: -60 });

  it('when it loads a public page with an expired token, then the page answers as anonymous and says invalid_token', async () => {
    await expect(get('/api/products', expired())).resolves.toEqual({
      status: 200,
      challenge: 'Bearer error="invalid_token"',
      body: { products: ['lipstick'], viewer: null },
    });
  });

  it('when it calls a route that needs a user with an expired token, then 401 says why, with invalid_token', async () => {
    await expect(get('/api/orders', expired())).resolves.toEqual({
      status: 401,
      challenge: 'Bearer error="invalid_token"',
      body: { message: 'Not authorized, token expired' },
    });
  });

  it('when the token is valid, then both routes see the user and nothing says invalid_token', async () => {
    const token = testKeys().sign({ _id: 'shopper-2' });

    await expect(get('/api/products', token)).resolves.toEqual({
      status: 200,
      challenge: null,
      body: { products: ['lipstick'], viewer: 'shopper-2' },
    });
    await expect(get('/api/orders', token)).resolves.toMatchObject({ status: 200, challenge: null });
  });
});
