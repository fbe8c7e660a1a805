import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, live } from '@glow/web-kit';
import type { Product, Review, ReviewInput } from '@glow/contracts';

export const productFailed = 'Failed to fetch product details';
export const reviewsFailed = 'Failed to fetch reviews';
export const reviewUpdateFailed = 'Failed to update review';
export const reviewDeleteFailed = 'Failed to delete review';

const publicGet = <T>(path: string, defaultMessage: string, signal?: AbortSignal) =>
  api.get<T>(path, { defaultMessage, publicRoute: true, signal });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => publicGet<Product>(`/products/${id}`, productFailed, signal),
  });

export const reviewsQuery = (id: string) =>
  queryOptions({
    queryKey: ['reviews', id],
    queryFn: ({ signal }) => publicGet<Review[]>(`/products/${id}/reviews`, reviewsFailed, signal),
  });

export const relatedQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: ({ signal }) =>
      publicGet<Product[]>(`/products/${id}/related?limit=6`, 'Failed to fetch products', signal),
  });

export const alsoViewedQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'also-viewed', id],
    queryFn: ({ signal }) =>
      publicGet<Product[]>(
        `/products/${id}/customers-also-viewed?limit=6`,
        'Failed to fetch products',
        signal,
      ),
  });

export const byIdsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', ids],
    queryFn: ({ signal }) =>
      ids.length === 0
        ? Promise.resolve([])
        : publicGet<Product[]>(`/products/by-ids?ids=${ids.join(',')}`, 'Failed to fetch products', signal),
  });

/** Counts the view for "Customers Also Viewed" (the catalog records only shoppers who agreed). */
export function recordView(id: string): void {
  void api
    .post(`/products/${id}/views`, undefined, { defaultMessage: 'view not recorded', publicRoute: true })
    .catch(() => undefined);
}

/** After any review change (here or, through the live connection, anywhere) the reviews and rating reload. */
function useReviewsRefresh(productId: string) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['reviews', productId] }),
        client.invalidateQueries({ queryKey: ['product', productId] }),
      ]),
    [client, productId],
  );
}

export function useLiveReviews(productId: string): void {
  const refresh = useReviewsRefresh(productId);
  useEffect(() => {
    const onChange = (event: { productId: string }) => {
      if (event.productId === productId) void refresh();
    };
    const stops = [
      live.subscribe('reviewAdded', onChange),
      live.subscribe('reviewUpdated', onChange),
      live.subscribe('reviewDeleted', onChange),
    ];
    return () => stops.forEach((stop) => stop());
  }, [productId, refresh]);
}

export function useAddReview(productId: string) {
  const refresh = useReviewsRefresh(productId);
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api.post<Review>(`/products/${productId}/reviews`, input, { defaultMessage: 'Failed to add review' }),
    onSuccess: refresh,
  });
}

export function useEditReview(productId: string) {
  const refresh = useReviewsRefresh(productId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }) =>
      api.put<Review>(`/reviews/${id}`, input, { defaultMessage: reviewUpdateFailed }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(productId: string) {
  const refresh = useReviewsRefresh(productId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`/reviews/${id}`, { defaultMessage: reviewDeleteFailed }),
    onSuccess: refresh,
  });
}
