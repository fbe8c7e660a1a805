import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { Product } from '@glow/contracts';

export const productFailure = 'Failed to load product data';

export const getProduct = (id: string) =>
  api.get<Product>(`/products/${encodeURIComponent(id)}`, { defaultMessage: productFailure });

export const getProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin-products', 'one', id], queryFn: () => getProduct(id) });

/** Always read fresh: the form starts from the stored product, not a 30-second-old copy. */
export const useProduct = (id: string, enabled: boolean) =>
  useQuery({ ...getProductQueryOptions(id), enabled, staleTime: 0 });
