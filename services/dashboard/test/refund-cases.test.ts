import { randomUUID } from 'node:crypto';
import type { DashboardAnswer } from '@glow/contracts';
import {
  eventAt,
  orderRefunded,
  refundOpened,
  startDashboard,
  type DashboardUnderTest,
} from './support/dashboard-service';

describe('refund cases', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const newCase = (amount = 5000) => ({
    orderId: randomUUID(),
    transactionId: String(Math.floor(Math.random() * 1e9)),
    amount,
    currency: 'NGN',
  });
  const answer = async (query = '?feed=2') => {
    const response = await fetch(`${dashboard.running.url}/api/dashboard${query}`, {
      headers: { authorization: `Bearer ${dashboard.adminToken}` },
    });
    return (await response.json()) as DashboardAnswer;
  };
  const openCases = async () => (await answer()).openRefundCases;

  beforeEach(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterEach(() => dashboard.stop());

  it('when no case was ever opened, then none is open', async () => {
    expect(await openCases()).toBe(0);
  });

  it('when a case opens, then it counts open, enters the feed and is announced once on v2 only', async () => {
    const refundCase = newCase(5000);

    await dashboard.publish(refundOpened(refundCase, at(5)));

    const item = {
      kind: 'refund',
      id: `refund:${refundCase.orderId}:${refundCase.transactionId}`,
      orderId: refundCase.orderId,
      amount: 5000,
      currency: 'NGN',
      at: at(5),
    };
    expect(await openCases()).toBe(1);
    expect((await answer()).feed).toEqual([item]);
    expect((await dashboard.feedV2Events()).map((event) => event.data)).toEqual([item]);
    expect(await dashboard.feedEvents()).toEqual([]);
  });

  it('when the provider confirms the case, then it is no longer open', async () => {
    const refundCase = newCase();
    await dashboard.publish(refundOpened(refundCase, at(5)));

    await dashboard.publish(orderRefunded(refundCase, at(4)));

    expect(await openCases()).toBe(0);
    expect((await answer()).feed).toHaveLength(1);
  });

  it('when the refund is confirmed before the case is heard opened, then the case stays closed and still enters the feed', async () => {
    const refundCase = newCase();

    await dashboard.publish(orderRefunded(refundCase, at(4)));
    await dashboard.publish(refundOpened(refundCase, at(5)));

    expect(await openCases()).toBe(0);
    expect((await answer()).feed.map((item) => item.kind)).toEqual(['refund']);
    expect(await dashboard.feedV2Events()).toHaveLength(1);
  });

  it('when both events are delivered twice, then one case is counted and announced once', async () => {
    const stays = newCase();
    const closes = newCase();
    const opened = refundOpened(stays, at(6));
    const closedOpened = refundOpened(closes, at(5));
    const closed = orderRefunded(closes, at(4));

    for (const event of [opened, opened, closedOpened, closed, closedOpened, closed]) {
      await dashboard.publish(event);
    }

    expect(await openCases()).toBe(1);
    expect(await dashboard.feedV2Events()).toHaveLength(2);
  });

  it('when a case names no transaction, then it is keyed by its order alone and shows no amount', async () => {
    const orderId = randomUUID();
    const event = refundOpened({ orderId }, at(3));

    await dashboard.publish(event);
    await dashboard.publish(refundOpened({ orderId }, at(2)));

    expect(await openCases()).toBe(1);
    expect((await answer()).feed).toEqual([{ kind: 'refund', id: `refund:${orderId}:`, orderId, at: at(3) }]);
  });

  it('when one order has two cases (two charges), then each counts on its own', async () => {
    const first = newCase();
    const second = { ...newCase(), orderId: first.orderId };

    await dashboard.publish(refundOpened(first, at(5)));
    await dashboard.publish(refundOpened(second, at(4)));
    await dashboard.publish(orderRefunded(first, at(3)));

    expect(await openCases()).toBe(1);
  });

  it('when a browser does not ask for feed version 2, then its feed has no refund case', async () => {
    await dashboard.publish(refundOpened(newCase(), at(5)));

    const older = await answer('');

    expect(older.feed).toEqual([]);
    expect(older.openRefundCases).toBe(1);
  });

  it('when a refund event is malformed, then it is dead-lettered and nothing is counted', async () => {
    const malformed = eventAt('order.refund.opened', 'x', { orderId: '', reason: 'x' }, at(1));
    const noTransaction = { ...orderRefunded(newCase(), at(1)) };
    (noTransaction.data as { transactionId?: string }).transactionId = undefined;

    await dashboard.publish(malformed);
    await dashboard.publish(noTransaction);

    expect(dashboard.deadLetters().map((letter) => letter.originalTopic)).toEqual([
      'order.refund.opened',
      'order.refunded',
    ]);
    expect(await openCases()).toBe(0);
  });
});
