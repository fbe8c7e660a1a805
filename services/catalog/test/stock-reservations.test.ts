import { randomUUID } from 'node:crypto';
import { testPool, waitFor } from '@glow/testing';
import { startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { line, stockDriver } from './support/stock';

describe('POST /internal/stock/reservations', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;

  beforeAll(async () => {
    catalog = await startCatalog();
    stock = stockDriver(catalog);
  });
  afterAll(() => catalog.stop());

  const stocksOf = (...products: { _id: string }[]) => Promise.all(products.map((p) => stock.stockOf(p)));

  it('when an order reserves a tracked and an untracked product, then only the tracked counter drops and is announced', async () => {
    const tracked = await stock.product('Shea Hand Cream', 10);
    const untracked = await stock.product('Cotton Pads', null);
    const orderId = randomUUID();

    const answer = await stock.reserve({ orderId, hold: 1, items: [line(tracked, 3), line(untracked, 2)] });

    expect(answer).toEqual({ status: 200, body: { orderId, hold: 1 } });
    expect(await stocksOf(tracked, untracked)).toEqual([7, null]);
    expect(await stock.announcedStock(tracked)).toEqual([
      { stock: 10, stockTracked: true },
      { stock: 7, stockTracked: true },
    ]);
    expect(await stock.announcedStock(untracked)).toEqual([{ stock: 0, stockTracked: false }]);
  });

  it('when a reservation takes only untracked units, then the listing version stays; when it takes tracked ones, it moves', async () => {
    const untracked = await stock.product('Cotton Buds', null);
    const tracked = await stock.product('Aloe Gel', 5);
    const version = async () =>
      (
        await catalog.running.service.ctx.db.pool.query<{ version: string }>(
          'SELECT version FROM catalog.listing_version',
        )
      ).rows[0]!.version;
    const before = await version();

    await stock.reserve({ orderId: randomUUID(), hold: 1, items: [line(untracked, 2)] });
    expect(await version()).toBe(before);

    await stock.reserve({ orderId: randomUUID(), hold: 1, items: [line(tracked, 2)] });
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
  });

  it('when units come back while a reservation waits for the product’s lock, then it takes them, and never holds what it did not take', async () => {
    const product = await stock.product('Returned Lip Oil', 1);
    await stock.reserve({ orderId: randomUUID(), hold: 1, items: [line(product, 1)] });
    const pool = testPool(catalog.running.database!.url, 1);
    const giver = await pool.connect();
    const { rows: giverPid } = await giver.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await giver.query('BEGIN');
    // As every writer of a variant: its product's row first, then the variant.
    await giver.query('SELECT 1 FROM catalog.products WHERE id = $1 FOR UPDATE', [product._id]);
    await giver.query('UPDATE catalog.product_variants SET stock = stock + 1 WHERE id = $1', [product._id]);
    const orderId = randomUUID();

    // The reservation's snapshot still reads 0 left; the counter it locks, once the giver commits, reads 1.
    const waiting = stock.reserve({ orderId, hold: 1, items: [line(product, 1)] });
    await waitFor('the reservation to wait for the lock', async () => {
      const { rows } = await giver.query<{ n: string }>(
        // Waiting on the giver, not on any other test's work in the cluster.
        'SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND $1 = ANY(pg_blocking_pids(pid))',
        [giverPid[0]!.pid],
      );
      return Number(rows[0]!.n) > 0;
    });
    await giver.query('COMMIT');
    giver.release();
    await pool.end();

    expect(await waiting).toEqual({ status: 200, body: { orderId, hold: 1 } });
    expect(await stock.stockOf(product)).toBe(0);
  });

  it('when the same order and hold are sent again, then 200 and nothing is taken twice', async () => {
    const product = await stock.product('Retry Serum', 4);
    const request = { orderId: randomUUID(), hold: 1, items: [line(product, 3)] };
    await stock.reserve(request);

    const again = await stock.reserve(request);

    expect(again).toEqual({ status: 200, body: { orderId: request.orderId, hold: 1 } });
    expect(await stock.stockOf(product)).toBe(1);
    expect((await stock.announcedStock(product)).map((announced) => announced.stock)).toEqual([4, 1]);
  });

  it('when a checkout replaces an earlier unpaid order, then its units come back first, so the last units can be held again; its release later changes nothing', async () => {
    const product = await stock.product('Last Two Lipsticks', 2);
    const first = { orderId: randomUUID(), hold: 1, items: [line(product, 2)] };
    await stock.reserve(first);

    const alone = await stock.reserve({ orderId: randomUUID(), hold: 1, items: [line(product, 2)] });
    const replacing = await stock.reserve({
      orderId: randomUUID(),
      hold: 1,
      items: [line(product, 2)],
      replaces: [{ orderId: first.orderId, hold: 1 }],
    });
    await stock.released(first.orderId, 1, [line(product, 2)]).delivered;

    expect(alone.status).toBe(409);
    expect(replacing.status).toBe(200);
    expect(await stock.stockOf(product)).toBe(0);
  });

  it('when a product is listed twice, then both quantities are held as one line', async () => {
    const product = await stock.product('Twice Listed Soap', 5);
    const orderId = randomUUID();

    const answer = await stock.reserve({ orderId, hold: 1, items: [line(product, 2), line(product, 2)] });

    expect(answer.status).toBe(200);
    expect(await stock.stockOf(product)).toBe(1);
    await stock.released(orderId, 1, [line(product, 4)]).delivered;
    expect(await stock.stockOf(product)).toBe(5);
  });

  it('when some units are left but fewer than asked, then 409 "Only 2 of … left." and neither line is taken', async () => {
    const plenty = await stock.product('Rose Water Mist', 9);
    const scarce = await stock.product('Argan Oil Serum', 2);

    const answer = await stock.reserve({
      orderId: randomUUID(),
      hold: 1,
      items: [line(plenty, 1), line(scarce, 3)],
    });

    expect(answer).toEqual({
      status: 409,
      body: {
        message: 'Only 2 of Argan Oil Serum left.',
        shortages: [{ productId: scarce._id, name: 'Argan Oil Serum', requested: 3, left: 2 }],
      },
    });
    expect(await stocksOf(plenty, scarce)).toEqual([9, 2]);
  });

  it('when two lines are short, then the message names the first and every shortage is listed', async () => {
    const soldOut = await stock.product('Kohl Pencil', 0);
    const scarce = await stock.product('Lash Glue', 1);
    const unknown = randomUUID();

    const answer = await stock.reserve({
      orderId: randomUUID(),
      hold: 1,
      items: [line(soldOut), line(scarce, 2), { productId: unknown, quantity: 1 }],
    });

    expect(answer).toEqual({
      status: 409,
      body: {
        message: 'Sorry, Kohl Pencil is sold out.',
        shortages: [
          { productId: soldOut._id, name: 'Kohl Pencil', requested: 1, left: 0 },
          { productId: scarce._id, name: 'Lash Glue', requested: 2, left: 1 },
          { productId: unknown, name: 'an item in your cart', requested: 1, left: 0 },
        ],
      },
    });
    expect(await stocksOf(soldOut, scarce)).toEqual([0, 1]);
  });

  it('when a newer hold comes while the units are held, then only the hold number moves', async () => {
    const product = await stock.product('Hold Bump Balm', 5);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 2)] });

    const bumped = await stock.reserve({ orderId, hold: 2, items: [line(product, 2)] });

    expect(bumped).toEqual({ status: 200, body: { orderId, hold: 2 } });
    expect(await stock.stockOf(product)).toBe(3);
    await stock.released(orderId, 1, [line(product, 2)]).delivered;
    expect(await stock.stockOf(product)).toBe(3);
  });

  it('when a newer hold comes after the units were released, then they are taken again, or 409 when gone', async () => {
    const product = await stock.product('Retake Cleanser', 3);
    const orderId = randomUUID();
    const other = randomUUID();
    await stock.reserve({ orderId, hold: 1, items: [line(product, 2)] });
    await stock.released(orderId, 1, [line(product, 2)]).delivered;
    expect(await stock.stockOf(product)).toBe(3);

    expect((await stock.reserve({ orderId, hold: 2, items: [line(product, 2)] })).status).toBe(200);
    expect(await stock.stockOf(product)).toBe(1);

    await stock.released(orderId, 2, [line(product, 2)]).delivered;
    await stock.reserve({ orderId: other, hold: 1, items: [line(product, 2)] });
    const late = await stock.reserve({ orderId, hold: 3, items: [line(product, 2)] });
    expect(late).toMatchObject({ status: 409, body: { message: 'Only 1 of Retake Cleanser left.' } });
    expect(await stock.stockOf(product)).toBe(1);
  });

  it('when an older hold comes after a newer one, or a released hold comes again, then 409 says it is stale', async () => {
    const product = await stock.product('Stale Hold Gel', 5);
    const orderId = randomUUID();
    await stock.reserve({ orderId, hold: 2, items: [line(product)] });

    expect(await stock.reserve({ orderId, hold: 1, items: [line(product)] })).toEqual({
      status: 409,
      body: { message: `Hold 1 of order ${orderId} is stale: the order is at hold 2` },
    });
    await stock.released(orderId, 2, [line(product)]).delivered;
    expect(await stock.reserve({ orderId, hold: 2, items: [line(product)] })).toEqual({
      status: 409,
      body: { message: `Hold 2 of order ${orderId} was released: take the units again under a newer hold` },
    });
    expect(await stock.stockOf(product)).toBe(5);
  });

  it.each([
    ['no items', { orderId: 'o-1', hold: 1, items: [] }],
    ['a hold of 0', { orderId: 'o-1', hold: 0, items: [{ productId: 'p', quantity: 1 }] }],
    ['a fractional quantity', { orderId: 'o-1', hold: 1, items: [{ productId: 'p', quantity: 1.5 }] }],
    ['no order id', { hold: 1, items: [{ productId: 'p', quantity: 1 }] }],
  ])('when the request has %s, then 400 with a message', async (_case, body) => {
    const answer = await stock.reserve(body as never);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});
