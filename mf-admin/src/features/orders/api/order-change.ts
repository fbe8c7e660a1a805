import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@glow/contracts/browser';
import { getOrderQueryOptions } from './get-order';
import { allOrdersKey } from './get-orders';

/**
 * A change an admin makes to one order, answered with the order: the order shows the answer at once
 * and the lists fetch again. A refusal fetches the order too, so the page shows why.
 */
export function useOrderChange<Input extends { id: string }>(change: (input: Input) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(getOrderQueryOptions(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(id).queryKey });
    },
  });
}
