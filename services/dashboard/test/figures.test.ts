import type { DashboardAnswer, PaidFigures } from '@glow/contracts';
import {
  newOrder,
  orderCreated,
  orderPaid,
  startDashboard,
  statusChanged,
  type DashboardUnderTest,
} from './support/dashboard-service';

const hour = 3_600_000;
const day = 24 * hour;

/** Lagos is UTC+1 all year: its calendar day is the UTC day of the moment an hour later. */
const lagosDate = (at: number) => new Date(at + hour).toISOString().slice(0, 10);
/** The UTC moment a Lagos calendar day starts. */
const lagosMidnight = (date: string) => Date.parse(`${date}T00:00:00.000Z`) - hour;
const daysBefore = (date: string, days: number) => lagosDate(lagosMidnight(date) - days * day);

/** What the dashboard should answer for these paid orders (none refunded), summed in kobo. */
function expectedFigures(now: number, paid: { at: number; total: number }[]) {
  const today = lagosDate(now);
  const weekday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7; // Monday 0
  const weekStart = daysBefore(today, weekday);
  const figuresOf = (dates: string[]): PaidFigures => {
    const counted = paid.filter((order) => dates.includes(lagosDate(order.at)));
    const kobo = counted.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
    return { paidOrders: counted.length, revenue: kobo / 100, refunded: 0 };
  };
  const last30Days = Array.from({ length: 30 }, (_, index) => daysBefore(today, 29 - index));
  return {
    today: figuresOf([today]),
    thisWeek: figuresOf(last30Days.filter((date) => date >= weekStart)),
    last30Days: last30Days.map((date) => ({ date, ...figuresOf([date]) })),
  };
}

describe('GET /api/dashboard: paid orders and revenue by Lagos day and week', () => {
  let dashboard: DashboardUnderTest;
  // A Wednesday, 10:00 in Lagos.
  const now = Date.parse('2026-11-25T09:00:00.000Z');
  const todayStarts = lagosMidnight('2026-11-25');
  const mondayStarts = lagosMidnight('2026-11-23');
  const paid = [
    { at: todayStarts, total: 0.1 },
    { at: todayStarts + 5 * hour, total: 0.2 },
    { at: todayStarts - 1, total: 2000.25 }, // Tuesday 23:59:59.999 in Lagos
    { at: mondayStarts, total: 300.1 },
    { at: mondayStarts - 1, total: 400 }, // last Sunday
    { at: lagosMidnight(daysBefore('2026-11-25', 29)), total: 50 },
    { at: lagosMidnight(daysBefore('2026-11-25', 29)) - 1, total: 60 }, // 30 days ago: out
  ];

  beforeAll(async () => {
    dashboard = await startDashboard(new Date(now));
    for (const { at, total } of paid) {
      const order = newOrder({ totalAmount: total });
      await dashboard.publish(orderCreated(order, at - hour));
      await dashboard.publish(orderPaid(order, at));
      await dashboard.publish(statusChanged(order, 'Processing', 'Pending', at));
    }
    await dashboard.publish(orderCreated(newOrder({ totalAmount: 999 }), todayStarts + hour));
    await dashboard.publish(orderPaid(newOrder({ totalAmount: 888 }), todayStarts + hour));
  });
  afterAll(() => dashboard.stop());

  it('when orders were paid around the day and week boundaries, then today, this week and 30 days count them in Lagos time', async () => {
    const { status, body } = await dashboard.get(dashboard.adminToken);

    expect(status).toBe(200);
    const expected = expectedFigures(now, paid);
    expect(body.timeZone).toBe('Africa/Lagos');
    expect(body.generatedAt).toBe(new Date(now).toISOString());
    expect(body.today).toEqual({ paidOrders: 2, revenue: 0.3, refunded: 0 });
    expect(body.today).toEqual(expected.today);
    expect(body.thisWeek).toEqual({ paidOrders: 4, revenue: 2300.65, refunded: 0 });
    expect(body.thisWeek).toEqual(expected.thisWeek);
    expect(body.last30Days).toEqual(expected.last30Days);
    expect(body.last30Days[0]).toEqual({ date: '2026-10-27', paidOrders: 1, revenue: 50, refunded: 0 });
    expect(body.last30Days.at(-1)!.date).toBe('2026-11-25');
  });

  it('when the orders have statuses, then every status is counted, zero for none, unpaid and pending included', async () => {
    const { body } = await dashboard.get(dashboard.adminToken);

    expect(body.ordersByStatus).toEqual({
      Pending: 1,
      Processing: paid.length,
      Shipped: 0,
      'Out for Delivery': 0,
      Delivered: 0,
      Cancelled: 0,
    });
  });

  it('when it is Monday just after midnight in Lagos, then this week is today alone', async () => {
    dashboard.clock.now = new Date(mondayStarts + 30 * 60_000);

    const { body } = await dashboard.get<DashboardAnswer>(dashboard.adminToken);

    const expected = expectedFigures(mondayStarts + 30 * 60_000, paid);
    expect(body.today).toEqual({ paidOrders: 1, revenue: 300.1, refunded: 0 });
    expect(body.thisWeek).toEqual(body.today);
    expect(body.thisWeek).toEqual(expected.thisWeek);
    expect(body.last30Days).toEqual(expected.last30Days);
    expect(body.last30Days.at(-1)!.date).toBe('2026-11-23');
  });

  it('when Sunday is nearly over in Lagos, then the week still runs from the Monday before', async () => {
    const sundayEnd = mondayStarts - 1;
    dashboard.clock.now = new Date(sundayEnd);

    const { body } = await dashboard.get<DashboardAnswer>(dashboard.adminToken);

    expect(body.today).toEqual({ paidOrders: 1, revenue: 400, refunded: 0 });
    expect(body.thisWeek).toEqual(expectedFigures(sundayEnd, paid).thisWeek);
  });
});
