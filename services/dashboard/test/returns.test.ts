import { randomUUID } from 'node:crypto';
import type { DashboardAnswer } from '@glow/contracts';
import {
  eventAt,
  returnChanged,
  startDashboard,
  type DashboardUnderTest,
  type ReturnFacts,
} from './support/dashboard-service';

describe('returns', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-12-10T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const newReturn = (changes: Partial<ReturnFacts> = {}): ReturnFacts => ({
    orderId: randomUUID(),
    userId: randomUUID(),
    number: 1,
    ...changes,
  });
  const answer = async (query = '?feed=2') => {
    const response = await fetch(`${dashboard.running.url}/api/dashboard${query}`, {
      headers: { authorization: `Bearer ${dashboard.adminToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as DashboardAnswer;
  };
  const returns = async () => {
    const { returnsOpen, returnsReceived } = await answer();
    return { open: returnsOpen, received: returnsReceived };
  };

  beforeEach(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterEach(() => dashboard.stop());

  it('when no return was ever recorded, then none is open and none received', async () => {
    expect(await returns()).toEqual({ open: 0, received: 0 });
  });

  it('when a return is recorded, then it counts open', async () => {
    await dashboard.publish(returnChanged(newReturn(), 'requested', at(10)));

    expect(await returns()).toEqual({ open: 1, received: 0 });
  });

  it('when a recorded return is received, then it is no longer open and counts received, sellable or not', async () => {
    const sellable = newReturn();
    const damaged = newReturn();
    await dashboard.publish(returnChanged(sellable, 'requested', at(10)));
    await dashboard.publish(returnChanged(damaged, 'requested', at(9)));

    await dashboard.publish(returnChanged(sellable, 'received', at(5), true));
    await dashboard.publish(returnChanged(damaged, 'received', at(4), false));

    expect(await returns()).toEqual({ open: 0, received: 2 });
  });

  it('when every event is delivered twice, then each return counts once', async () => {
    const received = newReturn();
    const waiting = newReturn();
    const requested = returnChanged(received, 'requested', at(10));
    const arrived = returnChanged(received, 'received', at(5), true);
    const stillWaiting = returnChanged(waiting, 'requested', at(8));

    for (const event of [requested, requested, stillWaiting, arrived, requested, stillWaiting, arrived]) {
      await dashboard.publish(event);
    }

    expect(await returns()).toEqual({ open: 1, received: 1 });
  });

  it("when a stale 'requested' arrives after 'received', then the return stays received", async () => {
    const goods = newReturn();
    await dashboard.publish(returnChanged(goods, 'requested', at(10)));
    await dashboard.publish(returnChanged(goods, 'received', at(5), true));

    // Another event (its own id, so no redelivery) announcing the older status, late.
    await dashboard.publish(returnChanged(goods, 'requested', at(10)));

    expect(await returns()).toEqual({ open: 0, received: 1 });
  });

  it("when 'received' arrives before its 'requested', then the return counts received once both are in", async () => {
    const goods = newReturn();

    await dashboard.publish(returnChanged(goods, 'received', at(5), true));
    await dashboard.publish(returnChanged(goods, 'requested', at(10)));

    expect(await returns()).toEqual({ open: 0, received: 1 });
  });

  it('when a return is withdrawn, then it counts in neither, and a stale request does not reopen it', async () => {
    const goods = newReturn();
    await dashboard.publish(returnChanged(goods, 'requested', at(10)));

    await dashboard.publish(returnChanged(goods, 'withdrawn', at(5)));
    expect(await returns()).toEqual({ open: 0, received: 0 });

    await dashboard.publish(returnChanged(goods, 'requested', at(10)));
    expect(await returns()).toEqual({ open: 0, received: 0 });
  });

  it('when a return already has a final status, then another final status changes nothing', async () => {
    const received = newReturn();
    await dashboard.publish(returnChanged(received, 'received', at(5), true));
    await dashboard.publish(returnChanged(received, 'withdrawn', at(4)));
    expect(await returns()).toEqual({ open: 0, received: 1 });

    const withdrawn = newReturn();
    await dashboard.publish(returnChanged(withdrawn, 'withdrawn', at(5)));
    await dashboard.publish(returnChanged(withdrawn, 'received', at(4), true));
    expect(await returns()).toEqual({ open: 0, received: 1 });
  });

  it('when one order has several returns, then each is kept by its number, apart from other orders', async () => {
    const first = newReturn();
    const second = { ...first, number: 2 };
    const otherOrder = newReturn();
    await dashboard.publish(returnChanged(first, 'requested', at(10)));
    await dashboard.publish(returnChanged(second, 'requested', at(9)));
    await dashboard.publish(returnChanged(otherOrder, 'requested', at(8)));

    await dashboard.publish(returnChanged(first, 'received', at(5), true));

    expect(await returns()).toEqual({ open: 2, received: 1 });
  });

  it("when a return's events are handled at once, then its final status wins whichever commits first", async () => {
    const goods = Array.from({ length: 5 }, () => newReturn());

    await Promise.all(
      goods.flatMap((facts) => [
        dashboard.publish(returnChanged(facts, 'received', at(5), true)),
        dashboard.publish(returnChanged(facts, 'requested', at(10))),
      ]),
    );

    expect(await returns()).toEqual({ open: 0, received: 5 });
  });

  it('when a browser does not ask for feed version 2, then it still gets the returns', async () => {
    await dashboard.publish(returnChanged(newReturn(), 'requested', at(10)));

    const older = await answer('');

    expect([older.returnsOpen, older.returnsReceived]).toEqual([1, 0]);
  });

  it('when a return event is malformed, then it is dead-lettered and nothing is counted', async () => {
    const goods = newReturn();
    const lost = returnChanged(goods, 'requested', at(3));
    (lost.data as { status: string }).status = 'lost';
    const unnumbered = eventAt(
      'order.return.changed',
      goods.orderId,
      { ...goods, number: 0, status: 'requested', items: [{ productId: 'p', quantity: 1 }] },
      at(2),
    );

    await dashboard.publish(lost);
    await dashboard.publish(unnumbered);

    expect(dashboard.deadLetters().map((letter) => letter.originalTopic)).toEqual([
      'order.return.changed',
      'order.return.changed',
    ]);
    expect(await returns()).toEqual({ open: 0, received: 0 });
  });
});
