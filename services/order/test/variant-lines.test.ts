import { createEnvelope, type Order } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import PostalMime from 'postal-mime';
import {
  nigeria,
  shadedProductSnapshot,
  productEvent,
  startOrder,
  type OrderUnderTest,
  type Person,
  type ProductSnapshot,
} from './support/order-service';

/**
 * Lines of products sold in shades: each shade is its own line, priced from order's own copy of the
 * catalogue as that shade, held at the catalog as that variant, named by it in events, mail and
 * refunds, and refunded or returned as its own line.
 */
let app: OrderUnderTest;
let shopper: Person;
let admin: Person;
let crayon: ProductSnapshot;

const shadeOf = (product: ProductSnapshot, shade: string) =>
  product.variants!.find((variant) => variant.options.Shade === shade)!;
const refOf = (product: ProductSnapshot, shade: string) => {
  const { _id, sku, options } = shadeOf(product, shade);
  return { _id, sku, options };
};

beforeAll(async () => {
  app = await startOrder();
  admin = app.admin();
});
afterAll(() => app.stop());
beforeEach(async () => {
  shopper = await app.shopper();
  crayon = shadedProductSnapshot([
    { shade: 'Chestnut', stock: 5, price: 1000 },
    { shade: 'Berry Wine', stock: 5, price: 2000, discountPrice: 1500 },
  ]);
  await app.publish('catalog.product.upserted', productEvent(crayon));
  app.upstreams.refund = (request) => ({
    status: 'requested',
    refundId: `r-${request.refundKey ?? 'whole'}`,
  });
});

/** 2 × Chestnut at 1,000 + 1 × Berry Wine at 1,500 + 2,500 shipping = 6,000 NGN. */
const checkoutBothShades = () =>
  app.checkout(shopper, [
    [crayon, 2, 'Chestnut'],
    [crayon, 1, 'Berry Wine'],
  ]);

it('when two shades of a product are checked out, then they are two lines priced as their shades, held as their variants and announced with them', async () => {
  const { order } = await checkoutBothShades();

  expect(order.itemsTotal).toBe(3500);
  expect(order.totalAmount).toBe(6000);
  expect(order.orderItems).toEqual([
    {
      product: {
        _id: crayon._id,
        name: 'Matte Lip Crayon',
        images: crayon.images,
        price: 1000,
        discountPrice: null,
      },
      quantity: 2,
      variant: refOf(crayon, 'Chestnut'),
    },
    {
      product: {
        _id: crayon._id,
        name: 'Matte Lip Crayon',
        images: crayon.images,
        price: 2000,
        discountPrice: 1500,
      },
      quantity: 1,
      variant: refOf(crayon, 'Berry Wine'),
    },
  ]);
  expect(app.upstreams.reservations.at(-1)).toEqual({
    orderId: order._id,
    hold: 1,
    items: [
      { productId: crayon._id, variantId: shadeOf(crayon, 'Chestnut')._id, quantity: 2 },
      { productId: crayon._id, variantId: shadeOf(crayon, 'Berry Wine')._id, quantity: 1 },
    ],
  });
  const [created] = await app.outbox('order.created', order._id);
  expect(created!.data.items).toEqual([
    { productId: crayon._id, quantity: 2, unitPrice: 1000, variant: refOf(crayon, 'Chestnut') },
    { productId: crayon._id, quantity: 1, unitPrice: 1500, variant: refOf(crayon, 'Berry Wine') },
  ]);
  const asRead = (await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body;
  expect(asRead.orderItems).toEqual(order.orderItems);
});

it('when the cart names a shade order’s catalogue does not know, then 409 names the shade', async () => {
  const gone = { ...crayon, variants: [shadeOf(crayon, 'Berry Wine')], updatedAt: new Date().toISOString() };
  app.fillCart(shopper, [[crayon, 1, 'Chestnut']]);
  await app.publish('catalog.product.upserted', productEvent(gone));

  const answer = await app.call<{ message: string }>('POST', '/api/orders/checkout', shopper, {
    shippingDetails: nigeria,
    paymentMethod: 'flutterwave',
  });

  expect(answer).toEqual({
    status: 409,
    body: {
      message: 'Matte Lip Crayon — Shade: Chestnut is no longer available. Please remove it from your cart.',
    },
  });
});

it('when the order is paid, then order.paid carries each shade and the mail names them', async () => {
  const { order } = await checkoutBothShades();
  await app.pay(order);

  const [paid] = await app.outbox('order.paid', order._id);
  expect(paid!.data.items).toEqual([
    { productId: crayon._id, quantity: 2, variant: refOf(crayon, 'Chestnut') },
    { productId: crayon._id, quantity: 1, variant: refOf(crayon, 'Berry Wine') },
  ]);
  const sent = await waitFor('the confirmation mail', async () =>
    app.smtp.received.find((each) => each.to.includes(shopper.email)),
  );
  const mail = await PostalMime.parse(sent.raw);
  expect(mail.text).toContain('- Matte Lip Crayon — Shade: Chestnut x 2: NGN 2,000.00');
  expect(mail.text).toContain('- Matte Lip Crayon — Shade: Berry Wine x 1: NGN 1,500.00');
});

it('when one shade is refunded before shipping, then the admin is offered each shade as its line, that shade’s share goes back and its units return to that variant', async () => {
  const { order } = await checkoutBothShades();
  await app.pay(order);
  const chestnut = shadeOf(crayon, 'Chestnut');
  const berry = shadeOf(crayon, 'Berry Wine');

  const offered = (await app.call<Order>('GET', `/api/orders/${order._id}`, admin)).body.refundable!.part!
    .lines;
  expect(offered).toEqual([
    {
      productId: crayon._id,
      variantId: chestnut._id,
      name: 'Matte Lip Crayon — Shade: Chestnut',
      quantity: 2,
      unitAmount: 1000,
    },
    {
      productId: crayon._id,
      variantId: berry._id,
      name: 'Matte Lip Crayon — Shade: Berry Wine',
      quantity: 1,
      unitAmount: 1500,
    },
  ]);

  const answer = await app.call<Order>('POST', `/api/orders/${order._id}/refund`, admin, {
    reason: 'Shade discontinued',
    lines: [{ productId: crayon._id, variantId: berry._id, quantity: 1 }],
  });
  expect(answer.status).toBe(200);
  expect(app.upstreams.refunds.at(-1)!.body).toMatchObject({ amount: 1500, refundKey: 'part-1' });
  expect(answer.body.refunds[0]!.lines).toEqual([
    {
      productId: crayon._id,
      variantId: berry._id,
      name: 'Matte Lip Crayon — Shade: Berry Wine',
      quantity: 1,
    },
  ]);

  await app.publish(
    'payment.refunded',
    createEnvelope('payment', {
      type: 'payment.refunded',
      key: order._id,
      data: {
        tx_ref: order.paymentInfo.tx_ref,
        provider: 'flutterwave',
        transactionId: `tx-${order._id}`,
        refundId: 'r-part-1',
        amount: 1500,
        currency: 'NGN',
        refundKey: 'part-1',
      },
    }),
  );
  const [returned] = await app.outbox('order.stock.returned', order._id);
  expect(returned!.data.items).toEqual([
    { productId: crayon._id, quantity: 1, variant: refOf(crayon, 'Berry Wine') },
  ]);
});

it('when a line names the product but not its shade, then 400 says there is no such line', async () => {
  const { order } = await checkoutBothShades();
  await app.pay(order);
  const answer = await app.call<{ message: string }>('POST', `/api/orders/${order._id}/refund`, admin, {
    reason: 'Shade discontinued',
    lines: [{ productId: crayon._id, quantity: 1 }],
  });
  expect(answer).toEqual({
    status: 400,
    body: { message: 'This order has no line for one of the products to refund.' },
  });
});

it('when a shade of a shipped order comes back, then the return names that shade and its event carries the variant', async () => {
  const { order } = await checkoutBothShades();
  await app.pay(order);
  await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Shipped' });
  const chestnut = shadeOf(crayon, 'Chestnut');

  const answer = await app.call<Order>('POST', `/api/orders/${order._id}/returns`, admin, {
    reason: 'Wrong shade',
    lines: [{ productId: crayon._id, variantId: chestnut._id, quantity: 1 }],
  });

  expect(answer.status).toBe(200);
  expect(answer.body.returns![0]!.lines).toEqual([
    {
      productId: crayon._id,
      variantId: chestnut._id,
      name: 'Matte Lip Crayon — Shade: Chestnut',
      quantity: 1,
    },
  ]);
  expect(answer.body.returnable).toEqual([
    {
      productId: crayon._id,
      variantId: chestnut._id,
      name: 'Matte Lip Crayon — Shade: Chestnut',
      quantity: 1,
    },
    {
      productId: crayon._id,
      variantId: shadeOf(crayon, 'Berry Wine')._id,
      name: 'Matte Lip Crayon — Shade: Berry Wine',
      quantity: 1,
    },
  ]);
  const [changed] = await app.outbox('order.return.changed', order._id);
  expect(changed!.data.items).toEqual([
    { productId: crayon._id, quantity: 1, variant: refOf(crayon, 'Chestnut') },
  ]);
});
