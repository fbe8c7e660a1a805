import type { Order } from '@glow/contracts';
import { orderLines } from '../src/orders/order-lines';

type Product = Order['orderItems'][number]['product'];

const product = (changes: Partial<Product>): Product =>
  ({
    _id: 'p1',
    name: 'Velvet Lipstick',
    price: 5000,
    discountPrice: null,
    images: [{ url: '/uploads/lipstick.jpg', public_id: 'lipstick' }],
    ...changes,
  }) as Product;

describe('order lines', () => {
  it('when a line was bought at a discount, then its unit price is the discount and its total that times the quantity', () => {
    const [line] = orderLines({ orderItems: [{ product: product({ discountPrice: 4000 }), quantity: 3 }] });

    expect(line).toEqual({
      key: 'p1',
      productId: 'p1',
      name: 'Velvet Lipstick',
      image: '/uploads/lipstick.jpg',
      quantity: 3,
      unitPrice: 4000,
      lineTotal: 12000,
    });
  });

  it('when a line had no discount and no picture, then it is priced at its price and shows the fallback picture', () => {
    const [line] = orderLines({ orderItems: [{ product: product({ images: [] }), quantity: 2 }] });

    expect(line).toMatchObject({ unitPrice: 5000, lineTotal: 10000, image: '/uploads/default.jpg' });
  });

  it('when two shades of a product were bought, then each line is named with its shade and keyed by its variant', () => {
    const shade = (id: string, name: string) => ({ _id: id, sku: `GLOW-${id}`, options: { Shade: name } });
    const lines = orderLines({
      orderItems: [
        { product: product({}), quantity: 1, variant: shade('v1', 'Chestnut') },
        { product: product({}), quantity: 2, variant: shade('v2', 'Ebony') },
      ],
    });

    expect(lines.map(({ key, name }) => ({ key, name }))).toEqual([
      { key: 'v1', name: 'Velvet Lipstick — Shade: Chestnut' },
      { key: 'v2', name: 'Velvet Lipstick — Shade: Ebony' },
    ]);
  });
});
