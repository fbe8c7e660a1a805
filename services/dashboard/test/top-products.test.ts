import { randomUUID } from 'node:crypto';
import type { DashboardAnswer, TopicData } from '@glow/contracts';
import {
  eventAt,
  newOrder,
  orderCreated,
  orderPaid,
  startDashboard,
  type DashboardUnderTest,
} from './support/dashboard-service';

type ProductSnapshot = TopicData<'catalog.product.upserted'>;

describe('top products: most units in orders paid over the last 30 days', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);

  const product = (name: string, updatedAt: Date, image = `/uploads/${name}.webp`): ProductSnapshot => ({
    _id: randomUUID(),
    name,
    description: '',
    price: 1000,
    discountPrice: null,
    images: [
      { url: image, public_id: name },
      { url: '/uploads/second.webp', public_id: 'second' },
    ],
    category: null,
    stock: 0,
    averageRating: 0,
    numReviews: 0,
    createdAt: updatedAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  });
  const announce = (snapshot: ProductSnapshot) =>
    dashboard.publish(eventAt('catalog.product.upserted', snapshot._id, snapshot, snapshot.updatedAt));
  const sell = async (
    paidAt: Date,
    lines: [productId: string, quantity: number, unitPrice: number][],
    paid = true,
  ) => {
    const items = lines.map(([productId, quantity, unitPrice]) => ({ productId, quantity, unitPrice }));
    const order = newOrder({ items, totalAmount: 1 });
    await dashboard.publish(orderCreated(order, paidAt));
    if (paid) await dashboard.publish(orderPaid(order, paidAt));
  };
  const topProducts = async () =>
    (await dashboard.get<DashboardAnswer>(dashboard.adminToken)).body.topProducts;

  beforeAll(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterAll(() => dashboard.stop());

  it('when products sold in paid orders, then the five with most units come first, with name, first image and NGN revenue', async () => {
    const [serum, cream, oil, soap, mask, balm] = ['serum', 'cream', 'oil', 'soap', 'mask', 'balm'].map(
      (name) => product(name, daysAgo(60)),
    );
    for (const snapshot of [serum, cream, oil, soap, mask, balm]) await announce(snapshot!);
    const unknown = randomUUID();

    await sell(daysAgo(1), [
      [serum!._id, 3, 0.1],
      [cream!._id, 1, 2500],
    ]);
    await sell(daysAgo(29), [[serum!._id, 2, 0.2]]);
    await sell(daysAgo(2), [
      [cream!._id, 4, 2500],
      [unknown, 4, 100],
    ]);
    await sell(daysAgo(3), [[oil!._id, 2, 800]]);
    await sell(daysAgo(3), [[soap!._id, 1, 700]]);
    await sell(daysAgo(3), [[mask!._id, 1, 500]]);
    await sell(daysAgo(1), [[balm!._id, 50, 10]], false); // never paid
    await sell(daysAgo(31), [[balm!._id, 50, 10]]); // paid before the 30 days

    expect(await topProducts()).toEqual([
      { productId: cream!._id, name: 'cream', image: '/uploads/cream.webp', quantity: 5, revenue: 12500 },
      { productId: serum!._id, name: 'serum', image: '/uploads/serum.webp', quantity: 5, revenue: 0.7 },
      { productId: unknown, name: unknown.slice(0, 8), image: null, quantity: 4, revenue: 400 },
      { productId: oil!._id, name: 'oil', image: '/uploads/oil.webp', quantity: 2, revenue: 1600 },
      { productId: soap!._id, name: 'soap', image: '/uploads/soap.webp', quantity: 1, revenue: 700 },
    ]);
  });

  it('when a product is renamed, an older snapshot arrives late, then it is deleted, then its name stays and its image goes', async () => {
    const lotion = product('Lotion', daysAgo(10));
    await announce(lotion);
    await sell(daysAgo(0), [[lotion._id, 90, 10]]);
    const renamed = { ...lotion, name: 'Cocoa Lotion', updatedAt: daysAgo(5).toISOString() };
    await announce(renamed);
    await announce({ ...lotion, name: 'Old Lotion', updatedAt: daysAgo(8).toISOString() });

    expect((await topProducts())[0]).toEqual(
      expect.objectContaining({ productId: lotion._id, name: 'Cocoa Lotion', image: '/uploads/Lotion.webp' }),
    );

    await dashboard.publish(eventAt('catalog.product.deleted', lotion._id, { _id: lotion._id }, daysAgo(1)));
    await announce({ ...lotion, name: 'Back Again', updatedAt: daysAgo(0).toISOString() });

    expect((await topProducts())[0]).toEqual({
      productId: lotion._id,
      name: 'Cocoa Lotion',
      image: null,
      quantity: 90,
      revenue: 900,
    });
  });
});
