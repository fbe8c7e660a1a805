import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@glow/contracts';
import type { InProcessBus } from '@glow/service-kit';
import { startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { line, stockDriver } from './support/stock';

describe('order.stock.released and order.paid', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;

  beforeAll(async () => {
    catalog = await startCatalog();
    stock = stockDriver(catalog);
  });
  afterAll(() => catalog.stop());

  const statesOf = async (orderId: string) => {
    const { rows } = await catalog.running.service.ctx.db.pool.query<{ hold: number; state: string }>(
      'SELECT hold, state FROM catalog.stock_reservations WHERE order_id = $1 ORDER BY product_id',
      [orderId],
    );
    return rows.map(({ hold, state }) => `${state}@${hold}`);
  };
  const catalogLetters = () =>
    (catalog.running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'catalog');

  it('when an order releases its hold, then tracked units are for sale again, announced, and the lines released', async () => {
    const tracked = await stock.product('Released Hair Oil', 10);
    const untracked = await stock.product('Released Hair Clips', null);
    const orderId = randomUUID();
    const items = [line(tracked, 3), line(untracked, 2)];
    await stock.reserve({ orderId, hold: 1, items });

    await stock.released(orderId, 1, items).delivered;

    expect([await stock.stockOf(tracked), await stock.stockOf(untracked)]).toEqual([10, null]);
    expect((await stock.announcedStock(tracked)).map((announced) => announced.stock)).toEqual([10, 7, 10]);
    expect(await stock.announcedStock(untracked)).toHaveLength(1);
    expect(await statesOf(orderId)).toEqual(['released@1', 'released@1']);
  });

  it('when the same release is delivered twice, then the units come back once', async () => {
    const product = await stock.product('Twice Released Scrub', 6);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 4)] });
    const { event, delivered } = stock.released(orderId, 1, [line(product, 4)]);
    await delivered;

    await catalog.running.bus.publish('order.stock.released', [event]);

    expect(await stock.stockOf(product)).toBe(6);
    expect((await stock.announcedStock(product)).map((announced) => announced.stock)).toEqual([6, 2, 6]);
  });

  it('when an order is paid, then its held lines are sold and its stock stays taken, once however often delivered', async () => {
    const product = await stock.product('Paid Lip Gloss', 5);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 2)] });

    const { event, delivered } = stock.paid(orderId, [line(product, 2)]);
    await delivered;
    await catalog.running.bus.publish('order.paid', [event]);

    expect(await statesOf(orderId)).toEqual(['sold@1']);
    expect(await stock.stockOf(product)).toBe(3);
  });

  it('when a paid order is refunded before shipping, then its sold units are for sale again', async () => {
    const product = await stock.product('Refunded Perfume', 4);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 1)] });
    await stock.paid(orderId, [line(product, 1)]).delivered;

    await stock.released(orderId, 1, [line(product, 1)]).delivered;

    expect(await statesOf(orderId)).toEqual(['released@1']);
    expect(await stock.stockOf(product)).toBe(4);
  });

  it('when a release or a payment arrives malformed, then it is dead-lettered and nothing changes', async () => {
    const product = await stock.product('Poisoned Toner', 5);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 2)] });
    const before = catalogLetters().length;
    const poisonedRelease = createEnvelope('order', {
      type: 'order.stock.released',
      key: orderId,
      data: { orderId, hold: 0, reason: 'expired', items: [line(product, 2)] },
    });
    const poisonedPayment = createEnvelope('order', {
      type: 'order.paid',
      key: orderId,
      data: { orderId, items: [line(product, 2)] },
    });

    await catalog.running.bus.publish('order.stock.released', [poisonedRelease]);
    await catalog.running.bus.publish('order.paid', [poisonedPayment]);

    expect(catalogLetters().slice(before)).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: poisonedRelease.id }),
        reason: expect.stringMatching(/hold/),
      }),
      expect.objectContaining({
        event: expect.objectContaining({ id: poisonedPayment.id }),
        reason: expect.stringMatching(/userId/),
      }),
    ]);
    expect(await stock.stockOf(product)).toBe(3);
    expect(await statesOf(orderId)).toEqual(['held@1']);
  });
});
