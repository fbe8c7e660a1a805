import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { Category } from '@glow/contracts';

export const getCategories = () => api.get<Category[]>('/categories');

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['admin-categories'], queryFn: getCategories });

/** Each screen shows its own failure text (the product form's and the categories list's differ). */
export const useAdminCategories = () => useQuery(getCategoriesQueryOptions());
