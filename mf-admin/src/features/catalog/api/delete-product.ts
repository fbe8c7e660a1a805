import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@glow/web-kit';

export const deleteProductFailure = 'Failed to delete product';

export const deleteProduct = (id: string) =>
  api.delete<{ message: string }>(`/products/${encodeURIComponent(id)}`, {
    defaultMessage: deleteProductFailure,
  });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-products'] }),
  });
}
