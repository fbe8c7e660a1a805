import { useEffect, useMemo } from 'react';
import { useStore } from '../store/create-store';
import { currency, currencyStore, type CurrencyState } from './currency-store';
import { formatPrice } from './format-price';

export interface CurrencyView extends CurrencyState {
  setSelected(code: string): void;
  /** An NGN price in the selected currency, e.g. `₦12,500.00`; '' for an invalid price. */
  format(ngnPrice: unknown): string;
}

export function useCurrency(): CurrencyView {
  useEffect(() => {
    void currency.start();
  }, []);
  const state = useStore(currencyStore);
  return useMemo(
    () => ({
      ...state,
      setSelected: currency.setSelected,
      format: (ngnPrice: unknown) => formatPrice(ngnPrice, state.selected, state.rates),
    }),
    [state],
  );
}
