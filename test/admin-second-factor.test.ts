import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cartService } from '@glow/cart';
import { catalogService } from '@glow/catalog';
import { createEnvelope, type EventEnvelope, type Topic } from '@glow/contracts';
import { recordedEvents, recordedVersions } from '@glow/contracts/fixtures';
import { dashboardService } from '@glow/dashboard';
import { startGateway, type RunningGateway } from '@glow/gateway';
import { messagingService } from '@glow/messaging';
import { notificationService } from '@glow/notification';
import { paymentService } from '@glow/payment';
import { secondFactorRequired, type ApiDocument } from '@glow/service-kit';
import { createTestKeys, listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { userService } from '@glow/user';
import { topicHandlers } from '../services/notification/src/messaging/topic-handlers';
import { adminsRoom } from '../services/notification/src/domain/rooms';
import { LiveClients } from '../services/notification/test/helpers/live-clients';
import { startOrder, type OrderUnderTest } from '../services/order/test/support/order-service';

/**
 * The second factor everywhere: with ADMIN_MFA_REQUIRED=true an admin who signed in
 * with the password alone is refused by every admin route the shop describes, is a plain user to
 * the owner-or-admin routes, and is not in the admins' socket room. Every service runs in-process
 * behind the gateway, which merges their descriptions, so a new admin route is walked as soon as
 * it is described.
 */
const seededAdmin = { identifier: 'root@glow.test', password: 'root password' };
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
/**
 * Admin routes where an admin without the second factor sets it up: they ask only for an admin token
 * (services/user/README.md), so they are the ones such an admin must still reach.
 */
const enrolmentRoutes = [
  'GET /api/users/mfa',
  'POST /api/users/mfa/enrol',
  'POST /api/users/mfa/confirm',
  'DELETE /api/users/mfa',
];

const keys = createTestKeys();
const stoppers: (() => Promise<void>)[] = [];
const services: ServiceUnderTest[] = [];
const clients = new LiveClients();
let order: OrderUnderTest;
let gateway: RunningGateway;
/** The seeded admin's token from a sign-in with the password alone (amr `pwd`). */
let passwordOnlyAdmin: string;
const factorAdmin = keys.sign({ _id: randomUUID(), isAdmin: true, mfa: true });
const shopper = () => keys.sign({ _id: randomUUID(), isAdmin: false });

async function started<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
  const service = await starting;
  stoppers.push(() => service.stop());
  return service;
}

const withSecondFactorRequired = (env: Record<string, string> = {}) => ({
  keys,
  env: { ADMIN_MFA_REQUIRED: 'true', ...env },
});

/** Every service on its own database, all trusting one key pair; order with its test doubles upstream. */
async function startServices(uploadsDir: string): Promise<void> {
  const orderStart = started(startOrder(withSecondFactorRequired().env, { keys }));
  const starts: Promise<ServiceUnderTest>[] = [
    started(
      startServiceForTest(
        userService,
        withSecondFactorRequired({
          JWT_PRIVATE_KEY: keys.privateKey,
          ADMIN_EMAIL: seededAdmin.identifier,
          ADMIN_PASSWORD: seededAdmin.password,
        }),
      ),
    ),
    started(startServiceForTest(catalogService, withSecondFactorRequired({ UPLOADS_DIR: uploadsDir }))),
    started(startServiceForTest(cartService, withSecondFactorRequired())),
    started(startServiceForTest(paymentService, withSecondFactorRequired())),
    started(startServiceForTest(messagingService, withSecondFactorRequired())),
    started(startServiceForTest(notificationService, withSecondFactorRequired())),
    started(startServiceForTest(dashboardService, withSecondFactorRequired())),
    orderStart.then((app) => app.running),
  ];
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  order = await orderStart;
  services.push(...(await Promise.all(starts)));
}

const nameOf = (running: ServiceUnderTest) => running.service.ctx.name;

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-second-factor-'));
  await startServices(uploadsDir);
  gateway = await started(
    startGateway({
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        OPS_PORT: '0',
        LOG_LEVEL: 'silent',
        JWT_PUBLIC_KEY: keys.publicKey,
        RATE_LIMIT_PER_MINUTE: '100000',
        ...Object.fromEntries(
          services.map((running) => [`${nameOf(running).toUpperCase()}_SERVICE_URL`, running.url]),
        ),
      },
      processMetrics: false,
    }),
  );
  const login = await call('POST', '/api/users/login', undefined, seededAdmin);
  if (login.status !== 200) throw new Error(`the seeded admin's login answered ${login.status}`);
  passwordOnlyAdmin = (login.body as { token: string }).token;
}, 120_000);
afterAll(async () => {
  clients.closeAll();
  for (const stop of stoppers.reverse()) await stop();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function call(method: string, pathname: string, token?: string, body?: unknown) {
  const form = body instanceof FormData;
  const answer = await fetch(`${gateway.url}${pathname}`, {
    method: method.toUpperCase(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** `METHOD /path` (Express's form) of every operation the merged description marks `x-glow-access: admin`. */
function adminRoutesOf(document: ApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([pathname, item]) =>
    methods
      .filter((method) => item[method]?.['x-glow-access'] === 'admin')
      .map((method) => `${method.toUpperCase()} ${pathname.replaceAll(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('an admin signed in without the second factor, with ADMIN_MFA_REQUIRED=true', () => {
  it('when the seeded admin signs in with the password alone, then its token names the password only', () => {
    const claims = JSON.parse(Buffer.from(passwordOnlyAdmin.split('.')[1]!, 'base64url').toString()) as {
      isAdmin: boolean;
      amr: string[];
    };
    expect(claims).toMatchObject({ isAdmin: true, amr: ['pwd'] });
  });

  describe('admin routes', () => {
    let document: ApiDocument;
    beforeAll(async () => {
      document = (await call('GET', '/api/openapi.json')).body as ApiDocument;
    });

    it('when the gateway merges the descriptions, then every service answered and each public route behind requireAdmin is described as admin', () => {
      expect(document['x-glow-missing']).toBeUndefined();
      const guarded = services.flatMap((running) =>
        listRoutes(running)
          .routes.filter((route) => route.adminOnly && route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`),
      );
      expect(guarded.length).toBeGreaterThan(0);
      expect(adminRoutesOf(document).sort()).toEqual([...guarded, ...enrolmentRoutes].sort());
    });

    it('when it calls every admin route of the merged description, then each answers 403 mfa_required but those that set the factor up', async () => {
      const routes = adminRoutesOf(document);
      const answers = [];
      for (const route of routes) {
        const [method, pathname] = route.split(' ') as [string, string];
        const answer = await call(method, pathname.replaceAll(/:\w+/g, randomUUID()), passwordOnlyAdmin);
        answers.push({ route, ...answer });
      }
      const setsUp = (route: string) => enrolmentRoutes.includes(route);

      expect(answers.filter(({ route }) => !setsUp(route))).toEqual(
        routes
          .filter((route) => !setsUp(route))
          .map((route) => ({
            route,
            status: 403,
            body: { message: secondFactorRequired, code: 'mfa_required' },
          })),
      );
      expect(
        answers
          .filter(({ route }) => setsUp(route))
          .map(({ route, status }) => ({ route, reached: status !== 401 && status !== 403 }))
          .sort((a, b) => a.route.localeCompare(b.route)),
      ).toEqual([...enrolmentRoutes].sort().map((route) => ({ route, reached: true })));
    });
  });

  describe('owner-or-admin routes', () => {
    it("when it reads someone else's order, then 404 No order found., as any non-owner gets; with the second factor, the order", async () => {
      const buyer = await order.shopper();
      const { order: placed } = await order.checkout(buyer, [[await order.upsertProduct({ price: 100 }), 1]]);
      const noOrder = { status: 404, body: { message: 'No order found.' } };

      expect(await call('GET', `/api/orders/${placed._id}`, passwordOnlyAdmin)).toEqual(noOrder);
      expect(await call('GET', `/api/orders/${placed._id}`, shopper())).toEqual(noOrder);
      expect(await call('GET', `/api/orders/${placed._id}`, factorAdmin)).toMatchObject({
        status: 200,
        body: { _id: placed._id, shippingDetails: { phoneNumber: placed.shippingDetails.phoneNumber } },
      });
    });

    it("when it edits or deletes someone else's review, then 403 as any non-owner gets; with the second factor it may", async () => {
      const category = await call('POST', '/api/categories', factorAdmin, formOf({ name: 'Shea butters' }));
      const product = await call(
        'POST',
        '/api/products',
        factorAdmin,
        formOf({
          name: 'Raw shea butter',
          description: 'Unrefined, from Kano',
          price: '4500',
          category: (category.body as { _id: string })._id,
        }),
      );
      const productId = (product.body as { _id: string })._id;
      const review = await call('POST', `/api/products/${productId}/reviews`, shopper(), {
        rating: 4,
        comment: 'Melts nicely',
      });
      expect(review.status).toBe(201);
      const reviewId = (review.body as { _id: string })._id;
      const notYours = { status: 403, body: { message: 'Not authorized to change this review' } };
      // The edit first: a delete let through would leave no review for it to be tried on.
      const changes = [
        ['PUT', `/api/reviews/${reviewId}`, { rating: 1, comment: 'gone' }],
        ['DELETE', `/api/products/${productId}/reviews/${reviewId}`],
        ['DELETE', `/api/reviews/${reviewId}`],
      ] as const;
      const answers = [];
      for (const [method, pathname, body] of changes)
        answers.push({
          route: `${method} ${pathname}`,
          ...(await call(method, pathname, passwordOnlyAdmin, body)),
        });

      expect(await call('DELETE', `/api/reviews/${reviewId}`, shopper())).toEqual(notYours);
      expect(answers).toEqual(
        changes.map(([method, pathname]) => ({ route: `${method} ${pathname}`, ...notYours })),
      );
      expect(await call('DELETE', `/api/reviews/${reviewId}`, factorAdmin)).toEqual({
        status: 200,
        body: { message: 'Review deleted' },
      });
    });
  });

  describe('the admins socket room', () => {
    const notification = () => services.find((running) => nameOf(running) === 'notification')!;

    /** Every recorded event of the latest version of each topic notification pushes to `admins`. */
    function adminEvents() {
      return topicHandlers.flatMap((handler) => {
        const latest = recordedVersions(handler.topic).at(-1)!;
        return recordedEvents(handler.topic, latest)
          .map((event) => ({ topic: handler.topic, event, push: handler.toPush(event.data as never) }))
          .filter(({ push }) => push.rooms.includes(adminsRoom));
      });
    }

    function publish(topic: Topic, event: EventEnvelope) {
      // A fresh id: notification pushes an event id once.
      return notification().bus.publish(topic, [{ ...event, id: randomUUID() }]);
    }

    it('when it opens a socket, then no admin event reaches it while an admin with the second factor gets each one', async () => {
      const events = adminEvents();
      // Each browser event notification sends to `admins` (its README): one added there belongs here too.
      expect(new Set(events.map(({ push }) => push.event))).toEqual(
        new Set(['orderPaid', 'orderStatusUpdated', 'dashboardUpdated', 'dashboardRefundCase']),
      );
      const withoutFactor = await clients.connect(gateway.url, { token: passwordOnlyAdmin });
      const withFactor = await clients.connect(gateway.url, { token: factorAdmin });

      for (const { topic, event } of events) await publish(topic, event);
      // Pushes from one instance reach a socket in order: once the marker is in, anything before it is too.
      const marker = createEnvelope('messaging', {
        type: 'message.sent',
        key: 'all',
        data: {
          seq: 1,
          _id: randomUUID(),
          user: 'all',
          message: 'marker',
          fromAdmin: false,
          createdAt: new Date().toISOString(),
        },
      });
      await publish('message.sent', marker);
      const isMarker = (payload: { _id?: string }) => payload._id === marker.data._id;
      await Promise.all([withoutFactor, withFactor].map((socket) => socket.waitFor('newMessage', isMarker)));

      const pushed = (socket: typeof withFactor) =>
        socket.received.filter(({ event }) => event !== 'newMessage').map(({ event }) => event);
      expect(pushed(withFactor)).toEqual(events.map(({ push }) => push.event));
      expect(pushed(withoutFactor)).toEqual([]);
    });
  });
});
