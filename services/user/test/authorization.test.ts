import { randomUUID } from 'node:crypto';
import type { ServiceUnderTest } from '@glow/testing';
import type { Express } from 'express';
import { client, newAccount, register, type Call } from './http-client';
import { startUserService } from './user-service';

type Actor = 'anonymous' | 'user' | 'otherUser' | 'admin';
interface Rule {
  method: string;
  path: string;
  body?: () => unknown;
  expect: Record<Actor, number>;
  /** The call ends sessions: it gets a session of its own, so the other cases keep theirs. */
  endsSessions?: boolean;
}

const open = (status: number) => ({ anonymous: status, user: status, otherUser: status, admin: status });
const signedIn = { anonymous: 401, user: 200, otherUser: 200, admin: 200 };
const adminOnly = { anonymous: 401, user: 403, otherUser: 403, admin: 200 };
const signedInNoContent = { anonymous: 401, user: 204, otherUser: 204, admin: 204 };

/** Every users route and who may call it; `:id` is the "user" actor's account. */
const rules: Rule[] = [
  { method: 'POST', path: '/api/users/register', body: () => newAccount(), expect: open(201) },
  {
    method: 'POST',
    path: '/api/users/login',
    body: () => ({ identifier: 'admin@glow.test', password: 'admin password' }),
    expect: open(200),
  },
  { method: 'POST', path: '/api/users/consent', body: () => ({ consent: 'accepted' }), expect: open(201) },
  {
    method: 'POST',
    path: '/api/users/forgot-password',
    body: () => ({ email: `nobody-${randomUUID()}@glow.test` }),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/users/verify-reset-code',
    body: () => ({ code: 'WRONGCODE1' }),
    expect: open(400),
  },
  {
    method: 'POST',
    path: '/api/users/reset-password',
    body: () => ({ code: 'WRONGCODE1', newPassword: 'secret1', confirmPassword: 'secret1' }),
    expect: open(400),
  },
  {
    method: 'POST',
    path: '/api/users/email-change/undo',
    body: () => ({ token: 'A'.repeat(43) }),
    expect: open(400),
  },
  // Without the refresh cookie (no actor here has one): refused for all.
  { method: 'POST', path: '/api/users/refresh', expect: open(401) },
  { method: 'POST', path: '/api/users/logout', expect: signedInNoContent, endsSessions: true },
  { method: 'POST', path: '/api/users/logout-all', expect: signedInNoContent, endsSessions: true },
  // Admins without the second factor may set it up: these never ask for it.
  { method: 'GET', path: '/api/users/mfa', expect: adminOnly },
  {
    method: 'POST',
    path: '/api/users/mfa/enrol',
    body: () => ({ password: 'admin password' }),
    expect: adminOnly,
  },
  // After the admin's enrolment above, a wrong code.
  {
    method: 'POST',
    path: '/api/users/mfa/confirm',
    body: () => ({ code: '000000' }),
    expect: { ...adminOnly, admin: 403 },
  },
  // The admin has no confirmed factor to turn off.
  {
    method: 'DELETE',
    path: '/api/users/mfa',
    body: () => ({ password: 'admin password', code: '000000' }),
    expect: { ...adminOnly, admin: 409 },
  },
  {
    method: 'POST',
    path: '/api/users/login/mfa',
    body: () => ({ mfaToken: 'not-a-challenge', code: '000000' }),
    expect: open(401),
  },
  { method: 'GET', path: '/api/users/profile', expect: signedIn },
  { method: 'PUT', path: '/api/users/profile', body: () => ({}), expect: signedIn },
  { method: 'GET', path: '/api/users', expect: adminOnly },
  { method: 'GET', path: '/api/users/:id', expect: adminOnly },
  { method: 'PUT', path: '/api/users/:id', body: () => ({}), expect: adminOnly },
  { method: 'DELETE', path: '/api/users/:id', expect: adminOnly },
];

const actors: Actor[] = ['anonymous', 'user', 'otherUser', 'admin'];

function registeredRoutes(app: Express): string[] {
  const stack = (app as unknown as { router: { stack: { route?: { path: string; methods: object } }[] } })
    .router.stack;
  return stack
    .filter((layer) => layer.route?.path.startsWith('/api/users'))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`),
    );
}

describe('authorization matrix', () => {
  let running: ServiceUnderTest;
  let call: Call;
  const tokens: Partial<Record<Actor, string>> = {};
  let targetId = '';
  beforeAll(async () => {
    running = await startUserService({
      env: {
        ADMIN_EMAIL: 'admin@glow.test',
        ADMIN_PASSWORD: 'admin password',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      },
    });
    call = client(running.url);
    const user = await register(call);
    targetId = user.id;
    tokens.user = user.token;
    tokens.otherUser = (await register(call)).token;
    tokens.admin = await adminSession();
  });

  const adminSession = async () =>
    (
      await call('POST', '/api/users/login', {
        body: { identifier: 'admin@glow.test', password: 'admin password' },
      })
    ).body.token as string;

  /** A session to end: a new account's for shoppers, a second sign-in for the admin. */
  async function throwawaySession(actor: Actor): Promise<string | undefined> {
    if (actor === 'anonymous') return undefined;
    return actor === 'admin' ? adminSession() : (await register(call)).token;
  }
  afterAll(() => running.stop());

  it('when the app is built, then every /api/users route has exactly one rule', () => {
    const app = running.service.app;
    const declared = rules.map((rule) => `${rule.method} ${rule.path}`);
    expect(registeredRoutes(app).sort()).toEqual([...declared].sort());
  });

  const cases = rules.flatMap((rule) => actors.map((actor) => ({ rule, actor })));
  it.each(
    cases.map(
      ({ rule, actor }) => [`${rule.method} ${rule.path}`, actor, rule.expect[actor], rule, actor] as const,
    ),
  )('when %s is called as %s, then it answers %i', async (_name, _actor, status, rule, actor) => {
    // The delete case for the admin runs last for its route, so the target exists until then.
    const token = rule.endsSessions ? await throwawaySession(actor) : tokens[actor];
    const answer = await call(rule.method, rule.path.replace(':id', targetId), {
      token,
      body: rule.body?.(),
    });
    // Logging the admin out of every device ended the matrix's admin session too.
    if (rule.endsSessions && actor === 'admin') tokens.admin = await adminSession();
    expect(answer.status).toBe(status);
    expect(answer.text).not.toMatch(/password_hash|passwordHash|"password"/);
  });
});
