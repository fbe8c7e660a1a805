import { MatchersV3 } from '@pact-foundation/pact';
import { AppError } from '@glow/service-kit';
import { createUpstreams } from '../../src/clients/upstreams';
import { contractWith, itMatchesTheCommittedPact } from '@glow/testing/pact';

const { decimal, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/** What order asks the catalog at checkout: exchange rates, and to hold the order's units. */
const contract = contractWith('order', 'catalog');
const upstreamsAt = (url: string) =>
  createUpstreams({ cart: undefined, catalog: url, payment: undefined }, 5_000);
const orderId = '0b6f1d2e-8c4a-4e7b-9a3d-5c6e7f8a9b0c';
const productId = fromProviderState('${productId}', 'catalog-contract-product');

describe('order → catalog', () => {
  it('when a checkout in another currency asks for rates, then it gets live rates from NGN', async () => {
    contract.pact
      .given('the exchange-rate provider answers')
      .uponReceiving('a request for the exchange rates')
      .withRequest({ method: 'GET', path: '/api/exchange-rates' })
      .willRespondWith({
        status: 200,
        body: {
          base: 'NGN',
          rates: like({ NGN: 1, USD: decimal(0.000595) }),
          updatedAt: regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, '2024-11-21T00:02:31.000Z'),
          source: 'live',
        },
      });

    await contract.pact.executeTest(async (server) => {
      const quote = await upstreamsAt(server.url).exchangeRates();

      expect(quote).toMatchObject({ source: 'live', rates: { USD: 0.000595 } });
      expect(quote.stale).toBeUndefined();
    });
  });

  it('when checkout holds units the catalog has, then the catalog answers 200', async () => {
    contract.pact
      .given('a product with 5 units in stock')
      .uponReceiving('a reservation of units the catalog has')
      .withRequest({
        method: 'POST',
        path: '/internal/stock/reservations',
        headers: { 'content-type': 'application/json' },
        body: { orderId, hold: 1, items: [{ productId, quantity: 2 }] },
      })
      .willRespondWith({ status: 200, body: { orderId: string(orderId), hold: integer(1) } });

    await contract.pact.executeTest(async (server) => {
      const reserving = upstreamsAt(server.url).reserveStock({
        orderId,
        hold: 1,
        items: [{ productId: 'catalog-contract-product', quantity: 2 }],
      });

      await expect(reserving).resolves.toBeUndefined();
    });
  });

  it('when checkout asks for more units than are left, then the 409 names the shortages', async () => {
    const shortOrderId = '4f2e9c1a-7b3d-4a6e-8c5f-0d1e2f3a4b5c';
    contract.pact
      .given('a product with 1 unit in stock')
      .uponReceiving('a reservation of more units than are left')
      .withRequest({
        method: 'POST',
        path: '/internal/stock/reservations',
        headers: { 'content-type': 'application/json' },
        body: { orderId: shortOrderId, hold: 1, items: [{ productId, quantity: 3 }] },
      })
      .willRespondWith({
        status: 409,
        body: {
          message: string('Only 1 of Rose water toner left.'),
          shortages: eachLike({
            productId: string('catalog-contract-product'),
            name: string('Rose water toner'),
            requested: integer(3),
            left: integer(1),
          }),
        },
      });

    await contract.pact.executeTest(async (server) => {
      const reserving = upstreamsAt(server.url).reserveStock({
        orderId: shortOrderId,
        hold: 1,
        items: [{ productId: 'catalog-contract-product', quantity: 3 }],
      });

      await expect(reserving).rejects.toEqual(new AppError(409, 'Only 1 of Rose water toner left.'));
      await expect(reserving).rejects.toHaveProperty('details', {
        shortages: [
          { productId: 'catalog-contract-product', name: 'Rose water toner', requested: 3, left: 1 },
        ],
      });
    });
  });

  itMatchesTheCommittedPact('order', 'catalog', () => contract);
});
