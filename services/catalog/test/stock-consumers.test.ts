import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@glow/contracts';
import type { InProcessBus } from '@glow/service-kit';
import { startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { line, stockDriver, type Line } from './support/stock';

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

describe('order.stock.returned', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;

  beforeAll(async () => {
    catalog = await startCatalog();
    stock = stockDriver(catalog);
  });
  afterAll(() => catalog.stop());

  /** The order's line of this product as `state@hold×quantity`. */
  const lineOf = async (orderId: string, product: { _id: string }) => {
    const { rows } = await catalog.running.service.ctx.db.pool.query<{
      hold: number;
      state: string;
      quantity: number;
    }>(
      'SELECT hold, state, quantity FROM catalog.stock_reservations WHERE order_id = $1 AND product_id = $2',
      [orderId, product._id],
    );
    return rows.map(({ hold, state, quantity }) => `${state}@${hold}×${quantity}`)[0];
  };
  const announcedCounts = async (product: { _id: string }) =>
    (await stock.announcedStock(product)).map((announced) => announced.stock);

  /** An order that paid for these lines under hold 1. */
  const soldOrder = async (items: Line[]) => {
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items });
    await stock.paid(orderId, items).delivered;
    return orderId;
  };

  it('when part of a sold hold is returned, then exactly those units are for sale again, announced, and the rest stay sold', async () => {
    const partly = await stock.product('Returned Shea Butter', 10);
    const wholly = await stock.product('Returned Face Mist', 5);
    const kept = await stock.product('Kept Eye Liner', 8);
    const orderId = await soldOrder([line(partly, 4), line(wholly, 2), line(kept, 1)]);

    await stock.returned(orderId, 1, [line(partly, 1), line(wholly, 2)]).delivered;

    expect([await stock.stockOf(partly), await stock.stockOf(wholly), await stock.stockOf(kept)]).toEqual([
      7, 5, 7,
    ]);
    expect(await announcedCounts(partly)).toEqual([10, 6, 7]);
    expect(await announcedCounts(wholly)).toEqual([5, 3, 5]);
    expect(await announcedCounts(kept)).toEqual([8, 7]);
    expect([
      await lineOf(orderId, partly),
      await lineOf(orderId, wholly),
      await lineOf(orderId, kept),
    ]).toEqual(['sold@1×3', 'released@1×2', 'sold@1×1']);
  });

  it('when more units are returned than the line holds, then only the units it holds come back', async () => {
    const product = await stock.product('Over-returned Lip Balm', 6);
    const orderId = await soldOrder([line(product, 2)]);

    await stock.returned(orderId, 1, [line(product, 1), line(product, 4)]).delivered;

    expect(await stock.stockOf(product)).toBe(6);
    expect(await lineOf(orderId, product)).toBe('released@1×2');
  });

  it('when the same return is delivered twice, then the units come back once', async () => {
    const product = await stock.product('Twice Returned Serum', 9);
    const orderId = await soldOrder([line(product, 5)]);
    const { event, delivered } = stock.returned(orderId, 1, [line(product, 2)]);
    await delivered;

    await catalog.running.bus.publish('order.stock.returned', [event]);

    expect(await stock.stockOf(product)).toBe(6);
    expect(await announcedCounts(product)).toEqual([9, 4, 6]);
    expect(await lineOf(orderId, product)).toBe('sold@1×3');
  });

  it('when units are returned and the hold is then released, then each unit comes back once', async () => {
    const product = await stock.product('Returned Then Released Toner', 7);
    const orderId = await soldOrder([line(product, 3)]);

    await stock.returned(orderId, 1, [line(product, 1)]).delivered;
    await stock.released(orderId, 1, [line(product, 3)]).delivered;

    expect(await stock.stockOf(product)).toBe(7);
    expect(await announcedCounts(product)).toEqual([7, 4, 5, 7]);
    expect(await lineOf(orderId, product)).toBe('released@1×2');
  });

  it('when the hold was released before the return arrives, then the return gives nothing more', async () => {
    const product = await stock.product('Released Then Returned Cleanser', 7);
    const orderId = await soldOrder([line(product, 3)]);

    await stock.released(orderId, 1, [line(product, 3)]).delivered;
    await stock.returned(orderId, 1, [line(product, 1)]).delivered;

    expect(await stock.stockOf(product)).toBe(7);
    expect(await announcedCounts(product)).toEqual([7, 4, 7]);
    expect(await lineOf(orderId, product)).toBe('released@1×3');
  });

  it("when a return names another hold than the order's, then nothing comes back", async () => {
    const product = await stock.product('Other Hold Body Wash', 6);
    const orderId = await soldOrder([line(product, 2)]);

    await stock.returned(orderId, 2, [line(product, 1)]).delivered;

    expect(await stock.stockOf(product)).toBe(4);
    expect(await lineOf(orderId, product)).toBe('sold@1×2');
  });

  it('when units of an untracked product are returned, then it stays untracked and is not announced', async () => {
    const product = await stock.product('Returned Hair Pins', null);
    const orderId = await soldOrder([line(product, 3)]);

    await stock.returned(orderId, 1, [line(product, 1)]).delivered;

    expect(await stock.stockOf(product)).toBeNull();
    expect(await stock.announcedStock(product)).toHaveLength(1);
    expect(await lineOf(orderId, product)).toBe('sold@1×2');
  });

  it('when a return has released one line of a sold hold, then the hold still counts as sold: its checkout again takes nothing', async () => {
    const returned = await stock.product('Fully Returned Nail Polish', 5);
    const kept = await stock.product('Still Sold Nail File', 5);
    const items = [line(returned, 1), line(kept, 1)];
    const orderId = await soldOrder(items);
    await stock.returned(orderId, 1, [line(returned, 1)]).delivered;

    const answer = await stock.reserve({ orderId, hold: 1, items });

    expect(answer.status).toBe(200);
    expect([await stock.stockOf(returned), await stock.stockOf(kept)]).toEqual([5, 4]);
  });

  it('when a return arrives malformed, then it is dead-lettered and nothing changes', async () => {
    const product = await stock.product('Poisoned Return Mask', 5);
    const orderId = await soldOrder([line(product, 2)]);
    const letters = () =>
      (catalog.running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'catalog');
    const before = letters().length;
    const poisoned = createEnvelope('order', {
      type: 'order.stock.returned',
      key: orderId,
      data: { orderId, hold: 1, reason: 'refunded', items: [] },
    });

    await catalog.running.bus.publish('order.stock.returned', [poisoned]);

    expect(letters().slice(before)).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: poisoned.id }),
        reason: expect.stringMatching(/items/),
      }),
    ]);
    expect(await stock.stockOf(product)).toBe(3);
    expect(await lineOf(orderId, product)).toBe('sold@1×2');
  });
});
