import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, categories } from '@glow/web-kit';
import { getCategoriesQueryOptions } from './get-categories';

export const deleteCategoryFailure = 'Failed to delete category.';

/** 409 when products still use the category: the catalog's message says how many. */
export const deleteCategory = (id: string) =>
  api.delete<{ message: string }>(`/categories/${encodeURIComponent(id)}`, {
    defaultMessage: deleteCategoryFailure,
  });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(getCategoriesQueryOptions().queryKey, (list) =>
        list?.filter((category) => category._id !== id),
      );
      void categories.reload();
    },
  });
}
