import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  type AdminAction,
  type AdminActivityEntry,
  type AdminActivityPage,
  type AdminActionTopic,
} from '@glow/contracts';
import { eventAt, startDashboard, type DashboardUnderTest } from './support/dashboard-service';

describe('the admin activity log (GET /api/admin/audit)', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const adminId = randomUUID();
  const sessionId = randomUUID();

  const action = (changes: Partial<AdminAction> = {}, minutesAgo = 1): AdminAction => ({
    actor: { userId: adminId, sessionId },
    requestId: randomUUID(),
    action: 'product.updated',
    subject: { type: 'product', id: randomUUID() },
    before: { price: 12500, stock: 4 },
    after: { price: 11000, stock: 9 },
    at: at(minutesAgo),
    ...changes,
  });
  const recorded = (topic: AdminActionTopic, data: AdminAction) =>
    eventAt(topic, data.subject.id, data, data.at);

  const audit = async (query = '', caller: 'admin' | 'shopper' | 'anonymous' = 'admin') => {
    const token = { admin: dashboard.adminToken, shopper: dashboard.shopperToken, anonymous: undefined }[
      caller
    ];
    const response = await fetch(`${dashboard.running.url}/api/admin/audit${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.status,
      body: (await response.json()) as AdminActivityPage & { message?: string },
    };
  };
  const rows = async () =>
    Number((await dashboard.pool.query('SELECT count(*) AS n FROM dashboard.admin_actions')).rows[0].n);

  beforeEach(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterEach(() => dashboard.stop());

  it('when each service records an admin action, then the log answers all of them newest first, with who, when, what, before and after', async () => {
    const price = action({}, 3);
    const role = action(
      {
        action: 'user.updated',
        subject: { type: 'user', id: randomUUID() },
        before: { isAdmin: false },
        after: { isAdmin: true },
      },
      2,
    );
    const shipped = action(
      {
        action: 'order.status.changed',
        subject: { type: 'order', id: randomUUID() },
        before: { status: 'Processing' },
        after: { status: 'Shipped' },
      },
      1,
    );
    const events = [
      recorded('catalog.admin-action.recorded', price),
      recorded('user.admin-action.recorded', role),
      recorded('order.admin-action.recorded', shipped),
    ];
    for (const event of events) await dashboard.publish(event);

    const { status, body } = await audit();

    expect(status).toBe(200);
    const entry = (event: (typeof events)[number]): AdminActivityEntry => ({
      id: event.id,
      source: event.source as AdminActivityEntry['source'],
      ...(event.data as AdminAction),
    });
    expect(body).toEqual({
      items: [entry(events[2]!), entry(events[1]!), entry(events[0]!)],
      total: 3,
      page: 1,
      pages: 1,
    });
  });

  it('when an action names no session, request id, before or after, then its entry leaves them out', async () => {
    const {
      requestId: _requestId,
      before: _before,
      after: _after,
      ...bare
    } = action({
      actor: { userId: adminId },
      action: 'user.deleted',
    });
    const event = recorded('user.admin-action.recorded', bare);
    await dashboard.publish(event);

    expect((await audit()).body.items).toEqual([{ id: event.id, source: 'user', ...bare }]);
  });

  it('when the same event is delivered twice, then it is on the log once', async () => {
    const event = recorded('catalog.admin-action.recorded', action());

    await dashboard.publish(event);
    await dashboard.publish(event);

    expect((await audit()).body.total).toBe(1);
    expect(await rows()).toBe(1);
    expect(dashboard.deadLetters()).toEqual([]);
  });

  it('when an admin-action event is malformed, then it is dead-lettered and nothing is logged', async () => {
    const noActor = recorded('order.admin-action.recorded', action());
    delete (noActor.data as Partial<AdminAction>).actor;
    const badAction = recorded('catalog.admin-action.recorded', action({ action: 'DROP TABLE' }));

    await dashboard.publish(noActor);
    await dashboard.publish(badAction);

    expect(dashboard.deadLetters().map((letter) => letter.originalTopic)).toEqual([
      'order.admin-action.recorded',
      'catalog.admin-action.recorded',
    ]);
    expect(await rows()).toBe(0);
  });

  it("when a service publishes on another service's admin-action topic, then the log ignores it", async () => {
    const forged = {
      ...createEnvelope('order', { type: 'user.admin-action.recorded', key: 'k', data: action() }),
    };

    await dashboard.publish(forged);

    expect(await rows()).toBe(0);
  });

  describe('filters and pages', () => {
    const otherAdmin = randomUUID();
    const product = randomUUID();

    beforeEach(async () => {
      // 45 actions, one a minute: every third by the other admin, every fifth a deletion, the
      // newest ten about one product.
      for (let minutesAgo = 45; minutesAgo >= 1; minutesAgo -= 1) {
        const data = action(
          {
            actor: { userId: minutesAgo % 3 === 0 ? otherAdmin : adminId, sessionId },
            action: minutesAgo % 5 === 0 ? 'product.deleted' : 'product.updated',
            subject: { type: 'product', id: minutesAgo <= 10 ? product : randomUUID() },
          },
          minutesAgo,
        );
        await dashboard.publish(recorded('catalog.admin-action.recorded', data));
      }
    });

    it('when no page is asked for, then the 20 newest are answered with the count of all', async () => {
      const { body } = await audit();

      expect(body).toMatchObject({ total: 45, page: 1, pages: 3 });
      expect(body.items.map((item) => item.at)).toEqual(
        Array.from({ length: 20 }, (_, index) => at(1 + index)),
      );
    });

    it('when the last page and one past it are asked for, then the last holds the rest and the next is empty', async () => {
      const last = await audit('?page=3');
      const past = await audit('?page=4');

      expect(last.body.items.map((item) => item.at)).toEqual([41, 42, 43, 44, 45].map(at));
      expect(past.body).toEqual({ items: [], total: 45, page: 4, pages: 3 });
    });

    it('when filtered by actor, action or subject, then only matching actions are counted and answered', async () => {
      const byActor = await audit(`?actor=${otherAdmin}`);
      const byAction = await audit('?action=product.deleted');
      const bySubject = await audit(`?subject=${product}`);
      const combined = await audit(`?actor=${adminId}&action=product.deleted&subject=${product}`);

      expect(byActor.body.total).toBe(15);
      expect(byActor.body.items.every((item) => item.actor.userId === otherAdmin)).toBe(true);
      expect(byAction.body.total).toBe(9);
      expect(byAction.body.items.every((item) => item.action === 'product.deleted')).toBe(true);
      expect(bySubject.body.items.map((item) => item.at)).toEqual(
        Array.from({ length: 10 }, (_, index) => at(1 + index)),
      );
      expect(combined.body.items.map((item) => item.at)).toEqual([at(5), at(10)]);
      expect(combined.body).toMatchObject({ total: 2, pages: 1 });
    });

    it('when a filter is given blank, then it filters nothing', async () => {
      expect((await audit('?actor=&action=&subject=&page=')).body).toMatchObject({ total: 45, page: 1 });
    });
  });

  it.each([
    ['an actor that is not an id', '?actor=a%20b'],
    ['an action that is not an action word', '?action=Product'],
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=two'],
    ['a subject over 128 characters', `?subject=${'x'.repeat(129)}`],
    ['an unknown filter', '?user=me'],
  ])('when asked with %s, then it answers 400 { message }', async (_case, query) => {
    const { status, body } = await audit(query);

    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('when asked without a token, then 401; as a shopper, then 403', async () => {
    expect((await audit('', 'anonymous')).status).toBe(401);
    expect((await audit('', 'shopper')).status).toBe(403);
  });

  it.each([
    ['UPDATE', "UPDATE dashboard.admin_actions SET action = 'product.created'"],
    ['DELETE', 'DELETE FROM dashboard.admin_actions'],
    ['TRUNCATE', 'TRUNCATE dashboard.admin_actions'],
  ])('when anyone tries %s on the log, then PostgreSQL refuses it and the row stays', async (_verb, sql) => {
    await dashboard.publish(recorded('catalog.admin-action.recorded', action()));

    await expect(dashboard.pool.query(sql)).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(/append-only/),
    });
    expect(await rows()).toBe(1);
  });
});
