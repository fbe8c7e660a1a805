import { randomUUID } from 'node:crypto';
import type { DashboardAnswer } from '@glow/contracts';
import {
  eventAt,
  newOrder,
  orderCreated,
  orderPaid,
  startDashboard,
  type DashboardUnderTest,
} from './support/dashboard-service';

describe('the live feed', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const contact = (subject: string, minutesAgo: number) => {
    const _id = randomUUID();
    const data = {
      _id,
      name: 'Adaeze Okafor',
      email: 'adaeze@example.ng',
      subject,
      createdAt: at(minutesAgo),
    };
    return eventAt('contact.received', _id, data, at(minutesAgo));
  };
  const feed = async () => (await dashboard.get<DashboardAnswer>(dashboard.adminToken)).body.feed;

  beforeAll(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterAll(() => dashboard.stop());

  it('when a contact message arrives twice, then the feed shows it once and announces it once', async () => {
    const event = contact('Where is my order?', 50);

    await dashboard.publish(event);
    await dashboard.publish(event);

    const item = {
      kind: 'message',
      id: `message:${event.data._id}`,
      name: 'Adaeze Okafor',
      subject: 'Where is my order?',
      at: event.data.createdAt,
    };
    expect(await feed()).toEqual([item]);
    expect((await dashboard.feedEvents()).map((announced) => announced.data)).toEqual([item]);
  });

  it('when a message has no subject, then it enters the feed with an empty one', async () => {
    const event = contact('', 45);
    await dashboard.publish(event);

    expect((await feed())[0]).toEqual(expect.objectContaining({ kind: 'message', subject: '' }));
  });

  it('when more than 20 entries exist, then the 20 newest are answered, newest first, orders and messages mixed', async () => {
    for (let minutesAgo = 40; minutesAgo > 15; minutesAgo -= 1) {
      if (minutesAgo % 2 === 0) {
        await dashboard.publish(contact(`Question ${minutesAgo}`, minutesAgo));
      } else {
        const order = newOrder({ totalAmount: minutesAgo });
        await dashboard.publish(orderCreated(order, at(minutesAgo + 1)));
        await dashboard.publish(orderPaid(order, at(minutesAgo)));
      }
    }

    const items = await feed();
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.at)).toEqual(Array.from({ length: 20 }, (_, index) => at(16 + index)));
    expect(items[0]).toEqual(expect.objectContaining({ kind: 'message', subject: 'Question 16' }));
    expect(items[1]).toEqual(expect.objectContaining({ kind: 'order', amount: 17 }));
    expect(await dashboard.feedEvents()).toHaveLength(2 + 25);
  });
});
