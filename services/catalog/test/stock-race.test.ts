import { randomUUID } from 'node:crypto';
import type { Product, StockShortageAnswer } from '@glow/contracts';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';
import { line, shadeLine, stockDriver, type Line } from './support/stock';

describe('reservations racing for the last units', () => {
  let catalog: CatalogUnderTest;
  let stock: ReturnType<typeof stockDriver>;

  beforeAll(async () => {
    catalog = await startCatalog();
    stock = stockDriver(catalog);
  });
  afterAll(() => catalog.stop());

  const reserveAll = (orders: Line[][]) =>
    Promise.all(orders.map((items) => stock.reserve({ orderId: randomUUID(), hold: 1, items })));

  it('when 50 orders race for 10 units, then exactly 10 get one, 40 hear it is sold out, and the counter ends at 0', async () => {
    const product = await stock.product('Last Units Serum', 10);

    const answers = await reserveAll(Array.from({ length: 50 }, () => [line(product)]));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toMatchObject({ message: 'Sorry, Last Units Serum is sold out.' });
    }
    expect(await stock.stockOf(product)).toBe(0);
    const announced = (await stock.announcedStock(product)).map((each) => each.stock);
    expect(announced).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('when 40 orders of 1 to 4 units race for 20, then what they got never exceeds 20 and matches the counter', async () => {
    const product = await stock.product('Mixed Quantities Butter', 20);
    const quantities = Array.from({ length: 40 }, (_, index) => 1 + ((index * 7) % 4));

    const answers = await reserveAll(quantities.map((quantity) => [line(product, quantity)]));

    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const taken = quantities.reduce(
      (sum, quantity, index) => sum + (answers[index]!.status === 200 ? quantity : 0),
      0,
    );
    expect(taken).toBeLessThanOrEqual(20);
    expect(await stock.stockOf(product)).toBe(20 - taken);
    for (const answer of answers.filter((each) => each.status === 409)) {
      const [shortage] = (answer.body as StockShortageAnswer).shortages;
      expect(shortage!.left).toBeLessThan(shortage!.requested);
    }
  });

  it('when orders take overlapping pairs of three products in any order at once, then none deadlocks and the counters add up', async () => {
    const products = await Promise.all(
      ['Trio Cleanser', 'Trio Toner', 'Trio Serum'].map((name) => stock.product(name, 20)),
    );
    const pairs = [
      [0, 1],
      [1, 2],
      [2, 0],
      [1, 0],
      [2, 1],
      [0, 2],
    ];
    const orders = Array.from({ length: 30 }, (_, index) =>
      pairs[index % pairs.length]!.map((at) => line(products[at]!)),
    );

    const answers = await reserveAll(orders);

    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await Promise.all(products.map((product) => stock.stockOf(product)))).toEqual([0, 0, 0]);
  });

  it('when releases and reservations interleave, then the counter is the start minus what is still held', async () => {
    const product = await stock.product('Busy Body Mist', 12);
    const held = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const orderId = randomUUID();
        await stock.reserve({ orderId, hold: 1, items: [line(product)] });
        return orderId;
      }),
    );

    const [released, reserved] = await Promise.all([
      Promise.all(held.slice(0, 6).map((orderId) => stock.released(orderId, 1, [line(product)]).delivered)),
      reserveAll(Array.from({ length: 10 }, () => [line(product)])),
    ]);

    expect(released).toHaveLength(6);
    const newlyHeld = reserved.filter((answer) => answer.status === 200).length;
    expect(reserved.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await stock.stockOf(product)).toBe(12 - (10 - 6) - newlyHeld);
  });

  it('when orders race for shades of two products in overlapping sets while an admin edits them, then no shade oversells, none deadlocks, and each product counts its shades', async () => {
    const shades = ['Chestnut', 'Berry Wine', 'Nude'];
    const crayon = await stock.shadedProduct('Race Lip Crayon', { Chestnut: 6, 'Berry Wine': 6, Nude: 6 });
    const polish = await stock.shadedProduct('Race Nail Polish', { Chestnut: 6, 'Berry Wine': 6, Nude: 6 });
    const orders = Array.from({ length: 36 }, (_, index) => {
      const first = shades[index % 3]!;
      const second = shades[(index + 1) % 3]!;
      // Half take the crayon's shade first, half the polish's: the locks must not wait in a circle.
      const lines = [shadeLine(crayon, first), shadeLine(polish, second)];
      return index % 2 === 0 ? lines : lines.reverse();
    });
    const edit = (product: typeof crayon) =>
      fetch(`${catalog.url}/api/products/${product._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${stock.adminToken}` },
        body: (() => {
          const form = new FormData();
          form.set('name', product.name);
          form.set('description', 'Edited while it sells');
          form.set('category', product.category!._id);
          form.set('options', JSON.stringify(product.options));
          // Stock left out: each shade keeps what the checkouts left it.
          form.set(
            'variants',
            JSON.stringify(
              product.variants!.map((variant) => ({
                _id: variant._id,
                options: variant.options,
                price: '5200',
              })),
            ),
          );
          return form;
        })(),
      });

    const [answers, edits] = await Promise.all([
      reserveAll(orders),
      Promise.all([edit(crayon), edit(polish)]),
    ]);

    expect(edits.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const sold = new Map<string, number>();
    orders.forEach((lines, index) => {
      if (answers[index]!.status !== 200) return;
      for (const each of lines) sold.set(each.variantId!, (sold.get(each.variantId!) ?? 0) + each.quantity);
    });
    for (const product of [crayon, polish]) {
      const now = (await getJson<Product>(`${catalog.url}/api/products/${product._id}`)).body;
      for (const variant of now.variants!) {
        expect(sold.get(variant._id) ?? 0).toBeLessThanOrEqual(6);
        expect(variant.stock).toBe(6 - (sold.get(variant._id) ?? 0));
        expect(variant.price).toBe(5200);
      }
      expect(now.stock).toBe(now.variants!.reduce((sum, variant) => sum + variant.stock!, 0));
    }
  });
});
