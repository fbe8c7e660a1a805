import { QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@glow/contracts';
import { useContext } from 'react';
import { api } from '../api/api-client';
import { errorText } from '../query/error-text';
import { queryClient } from '../query/query-client';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  error: string | null;
}

const defaultMessage = 'Failed to load categories.';

/**
 * The shop's categories, a query of the page's one cache: loaded once per page (until an admin
 * changes them), and drawn with the first screen when the server drew it (its answers come along).
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async () => {
      const answer = await api.get<Category[]>('/categories', { defaultMessage, publicRoute: true });
      return Array.isArray(answer) ? answer : [];
    },
    staleTime: Infinity,
  });

export const categories = {
  /** Loads the categories once per page; later calls share the first load. */
  async start(): Promise<void> {
    await queryClient.prefetchQuery(categoriesQuery());
  },
  /** After an admin changed the categories. */
  async reload(): Promise<void> {
    await queryClient.fetchQuery({ ...categoriesQuery(), staleTime: 0 }).catch(() => undefined);
  },
};

/** The page's categories; on a server, those of the render's own cache (its QueryClientProvider). */
export function useCategories(): CategoriesState {
  const client = useContext(QueryClientContext) ?? queryClient;
  const query = useQuery(categoriesQuery(), client);
  return {
    categories: query.data ?? [],
    loading: query.isPending,
    error: query.isError ? errorText(query.error, defaultMessage) : null,
  };
}

export function resetCategoriesForTests(): void {
  queryClient.removeQueries({ queryKey: categoriesQuery().queryKey });
}
