import { validate } from '@readme/openapi-parser';
import { fuzzApi, routesOfApp, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { cartService } from '@glow/cart';
import { defineDashboardService } from '@glow/dashboard';
import type { RunningGateway } from '../src/server';
import { gatewayApi, gatewayDocument } from '../src/api-description/gateway-api';
import { startTestGateway, testKeys } from './support/gateway';
import { closeUpstreams, deadUrl, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let services: ServiceUnderTest[];
let gateway: RunningGateway;
beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  services = [await startServiceForTest(cartService), await startServiceForTest(defineDashboardService())];
  const [cart, dashboard] = services as [ServiceUnderTest, ServiceUnderTest];
  gateway = await startTestGateway(
    {
      ...urlsOf(upstreams),
      cart: cart.url,
      dashboard: dashboard.url,
      user: await deadUrl(),
    },
    { RATE_LIMIT_PER_MINUTE: '100000' },
  );
});
afterAll(async () => {
  await gateway.stop();
  await Promise.all(services.map((service) => service.stop()));
  await closeUpstreams(upstreams);
});

const get = (path: string) => fetch(`${gateway.url}${path}`);

describe('the merged API description', () => {
  it('when /api/openapi.json is asked for, then it is a valid OpenAPI 3.1 document of the services that answered', async () => {
    const answer = await get('/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = await answer.json();
    expect(await validate(structuredClone(document))).toMatchObject({ valid: true });
    expect(document.paths['/api/cart'].get).toMatchObject({
      security: [{ bearer: [] }],
      'x-glow-access': 'user',
    });
    expect(document.paths['/api/dashboard'].get['x-glow-access']).toBe('admin');
    expect(document.paths['/api/admin/audit'].get['x-glow-access']).toBe('admin');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('when a service is down or answers no description, then its paths are left out and it is named in x-glow-missing', async () => {
    const document = await (await get('/api/openapi.json')).json();
    expect(document['x-glow-missing']).toEqual([
      'user',
      'catalog',
      'order',
      'payment',
      'messaging',
      'notification',
    ]);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/users'))).toBe(false);
  });

  it('when a service describes internal routes, then the public document leaves them out', async () => {
    const document = await (await get('/api/openapi.json')).json();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('when /api/openapi.json is asked for, then no service sees the request (it is not proxied)', async () => {
    await get('/api/openapi.json');
    expect(Object.values(upstreams).flatMap((upstream) => upstream.seen)).not.toContain('/api/openapi.json');
  });
});

describe('the API reference page', () => {
  it('when /api/docs is opened, then it is Swagger UI from local files under the page policy, with no inline script', async () => {
    const answer = await get('/api/docs');
    const page = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(page).not.toMatch(/<script>|<script[^>]*>[^<]+<\/script>|https?:\/\//);
  });

  it.each(['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/start.js'])(
    'when the page loads %s, then the gateway serves it',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect((await answer.text()).length).toBeGreaterThan(10);
    },
  );

  it('when a file the page does not use is asked for, then the answer is the API 404', async () => {
    const answer = await get('/api/docs/index.html');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found: GET /api/docs/index.html' });
  });
});

describe("the gateway's own routes", () => {
  /** Swagger UI's files under /api/docs: the page's, not the API's. */
  const pageFile = /^GET \/api\/docs\/.+\.\w+$/;

  it("when the app is built, then its /api routes are exactly the ones it describes (the reference page's files aside)", () => {
    const registered = routesOfApp(gateway.app, () => undefined)
      .routes.map((route) => `${route.method} ${route.path}`)
      .filter((route) => route.includes(' /api') && !pageFile.test(route));
    const described = gatewayApi.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(registered.sort()).toEqual(described.sort());
  });

  it('when each is called with 50 generated cases per caller, then none answers 5xx, hangs or refuses without { message }', async () => {
    const report = await fuzzApi({
      baseUrl: gateway.url,
      document: gatewayDocument,
      callers: () => ({
        anonymous: undefined,
        shopper: testKeys().sign({ _id: 'fuzz-shopper', isAdmin: false }),
        admin: testKeys().sign({ _id: 'fuzz-admin', isAdmin: true }),
      }),
      casesPerRoute: 50,
      ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
    });
    expect(report.findings).toEqual([]);
    expect(report.routes).toBe(gatewayApi.length);
  });
});
