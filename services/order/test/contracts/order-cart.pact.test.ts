import { MatchersV3 } from '@pact-foundation/pact';
import { paidOrdersAppliedHeader } from '@glow/contracts';
import { AppError } from '@glow/service-kit';
import { createUpstreams } from '../../src/clients/upstreams';
import { contractWith, itMatchesTheCommittedPact } from '@glow/testing/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

/** What order asks cart: the shopper's cart at checkout, and which paid orders have left it. */
const contract = contractWith('order', 'cart');
const shopper = { userId: '7d1c5f0e-3b2a-4c8d-9e6f-1a2b3c4d5e6f', productId: 'cart-contract-product-1' };
const upstreamsAt = (url: string) =>
  createUpstreams({ cart: url, catalog: undefined, payment: undefined }, 5_000);

describe('order → cart', () => {
  it('when checkout reads the shopper’s cart, then each line has the product’s id and name and a quantity', async () => {
    contract.pact
      .given('a shopper whose cart holds a product', shopper)
      .uponReceiving("a request for the shopper's cart")
      .withRequest({
        method: 'GET',
        path: '/api/cart',
        headers: { authorization: regex(/^Bearer \S+$/, 'Bearer shopper-token') },
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          product: like({ _id: shopper.productId, name: 'Shea butter body cream' }),
          quantity: integer(2),
        }),
      });

    await contract.pact.executeTest(async (server) => {
      const read = await upstreamsAt(server.url).cartOf('Bearer shopper-token');

      expect(read.applied).toEqual(new Set());
      expect(read.lines).toEqual([
        { product: { _id: shopper.productId, name: 'Shea butter body cream' }, quantity: 2 },
      ]);
    });
  });

  it('when the shopper’s token is refused, then checkout hears 401 with a message', async () => {
    contract.pact
      .uponReceiving('a request for a cart with a token cart does not accept')
      .withRequest({
        method: 'GET',
        path: '/api/cart',
        headers: { authorization: 'Bearer not-a-token-cart-accepts' },
      })
      .willRespondWith({ status: 401, body: { message: string('Not authorized, token failed') } });

    await contract.pact.executeTest(async (server) => {
      const reading = upstreamsAt(server.url).cartOf('Bearer not-a-token-cart-accepts');

      await expect(reading).rejects.toEqual(new AppError(401, 'Not authorized, please log in'));
    });
  });

  it('when checkout names the shopper’s paid orders, then cart says in a header which it has taken out', async () => {
    const paid = { ...shopper, orderId: 'a5e0c7de-93d4-4b8a-8f3e-2f1c0b9d8e7a' };
    const notYet = 'c3b1d2e4-5f60-4718-8a9b-0c1d2e3f4a5b';
    contract.pact
      .given('a shopper whose paid order cart has taken out', paid)
      .uponReceiving("a request for the shopper's cart naming paid orders")
      .withRequest({
        method: 'GET',
        path: '/api/cart',
        query: { paidOrders: `${paid.orderId},${notYet}` },
        headers: { authorization: regex(/^Bearer \S+$/, 'Bearer shopper-token') },
      })
      .willRespondWith({
        status: 200,
        headers: { [paidOrdersAppliedHeader]: paid.orderId },
        body: eachLike({
          product: like({ _id: shopper.productId, name: 'Shea butter body cream' }),
          quantity: integer(1),
        }),
      });

    await contract.pact.executeTest(async (server) => {
      const read = await upstreamsAt(server.url).cartOf('Bearer shopper-token', [paid.orderId, notYet]);

      expect(read.applied).toEqual(new Set([paid.orderId]));
      expect(read.lines).toEqual([
        { product: { _id: shopper.productId, name: 'Shea butter body cream' }, quantity: 1 },
      ]);
    });
  });

  itMatchesTheCommittedPact('order', 'cart', () => contract);
});
