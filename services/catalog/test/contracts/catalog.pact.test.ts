import { verifyCommittedPacts } from '@glow/testing/pact';
import { startRatesProviderDouble, type RatesProviderDouble } from '../support/rates-provider-double';
import { startCatalog, type CatalogUnderTest } from '../support/start-catalog';
import { stockDriver } from '../support/stock';

let rates: RatesProviderDouble;
let catalog: CatalogUnderTest;

beforeAll(async () => {
  rates = await startRatesProviderDouble({ USD: 0.000595, EUR: 0.000566 });
  catalog = await startCatalog(undefined, { EXCHANGE_RATES_URL: rates.url });
});
afterAll(async () => {
  await catalog.stop();
  await rates.stop();
});

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against the catalog, then every interaction is answered as they expect', async () => {
  const stock = stockDriver(catalog);
  const productWith = async (units: number) => ({
    productId: (await stock.product(`Contract product with ${units}`, units))._id,
  });
  await verifyCommittedPacts('catalog', catalog.url, {
    stateHandlers: {
      'the exchange-rate provider answers': async () => {
        rates.mode = 'ok';
      },
      'a product with 5 units in stock': () => productWith(5),
      'a product with 1 unit in stock': () => productWith(1),
    },
  });
});
