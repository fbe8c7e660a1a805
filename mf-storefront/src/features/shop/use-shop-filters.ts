import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrency } from '@glow/web-kit';
import { changeFilters, filtersToParams, noFilters, readFilters, type ShopFilters } from './shop-filters';

/** The shop's filters read from and written to the URL; a currency change clears the price bounds. */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const { selected } = useCurrency();

  const update = useCallback(
    (change: Partial<ShopFilters>) => setParams(filtersToParams(changeFilters(readFilters(params), change))),
    [params, setParams],
  );
  // Reset clears the filters; how the list is drawn is not one of them.
  const reset = useCallback(
    () => setParams(filtersToParams({ ...noFilters, view: readFilters(params).view })),
    [params, setParams],
  );

  // Bounds typed in one currency mean nothing in another.
  const shownCurrency = useRef(selected);
  useEffect(() => {
    if (shownCurrency.current === selected) return;
    shownCurrency.current = selected;
    if (filters.minPrice || filters.maxPrice) update({ minPrice: '', maxPrice: '' });
  }, [selected, filters.minPrice, filters.maxPrice, update]);

  return { filters, update, reset, currency: selected };
}
