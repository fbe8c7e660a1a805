import { queryOptions } from '@tanstack/react-query';
import type { ProductListPage } from '@glow/contracts';
import { api } from '@glow/web-kit';
import { productsFailed } from '../../components/catalog/catalog-api';

export const featuredCount = 12;

/** Featured: the first 12 products of the catalogue, in its default order. */
export const featuredQuery = () =>
  queryOptions({
    queryKey: ['products', 'featured', featuredCount],
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductListPage>(`/products?limit=${featuredCount}`, {
          defaultMessage: productsFailed,
          publicRoute: true,
          signal,
        })
      ).items,
  });
