import type { RatesSnapshot } from '../data/exchange-rate-repository';

/**
 * NGN → currency rates taken on the day below, shipped so a shop whose provider has never answered
 * (offline machine, provider down at first start) still shows every currency. Live rates replace
 * them at the provider's first answer. To refresh: copy `rates` of the provider's answer for the
 * currencies the shop offers and set the day.
 */
const takenOn = '2026-11-02T00:00:00Z';

export const shippedRates: RatesSnapshot = {
  rates: {
    USD: 0.000687,
    EUR: 0.000594,
    GBP: 0.000523,
    CAD: 0.000962,
    AUD: 0.001051,
    CNY: 0.004893,
    ZAR: 0.01215,
    AED: 0.002523,
  },
  updatedAt: new Date(takenOn),
  fetchedAt: new Date(takenOn),
};
