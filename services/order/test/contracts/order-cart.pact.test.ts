import { MatchersV3 } from '@pact-foundation/pact';
import { AppError } from '@glow/service-kit';
import { createUpstreams } from '../../src/clients/upstreams';
import { contractWith, itMatchesTheCommittedPact } from '@glow/service-kit/testing/pact';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/** What order asks cart: the shopper's cart at checkout, and to take a paid order's lines out. */
const contract = contractWith('order', 'cart');
const shopper = { userId: '7d1c5f0e-3b2a-4c8d-9e6f-1a2b3c4d5e6f', productId: 'cart-contract-product-1' };
const upstreamsAt = (url: string) =>
  createUpstreams({ cart: () => url, catalog: () => undefined, payment: () => undefined }, 5_000);

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
      const cart = await upstreamsAt(server.url).cartOf('Bearer shopper-token');

      expect(cart).toEqual([
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

  it('when an order is paid, then cart takes its lines out and says whether it did', async () => {
    contract.pact
      .given('a shopper whose cart holds a product', shopper)
      .uponReceiving("a paid order's lines to take out of the shopper's cart")
      .withRequest({
        method: 'POST',
        path: `/internal/cart/${shopper.userId}/subtract-paid`,
        headers: { 'content-type': 'application/json' },
        body: {
          orderId: 'a5e0c7de-93d4-4b8a-8f3e-2f1c0b9d8e7a',
          items: [{ productId: shopper.productId, quantity: 1 }],
        },
      })
      .willRespondWith({ status: 200, body: { subtracted: boolean(true) } });

    await contract.pact.executeTest(async (server) => {
      const subtracting = upstreamsAt(server.url).subtractPaid(shopper.userId, {
        orderId: 'a5e0c7de-93d4-4b8a-8f3e-2f1c0b9d8e7a',
        items: [{ productId: shopper.productId, quantity: 1 }],
      });

      await expect(subtracting).resolves.toBeUndefined();
    });
  });

  itMatchesTheCommittedPact('order', 'cart', () => contract);
});
