import { useId, useState, type FormEvent } from 'react';
import { orderStatuses, type Order, type OrderStatus } from '@glow/contracts/browser';
import { Button, errorText, toast } from '@glow/web-kit';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { noFurtherStatus, statusUpdated, updateStatusFailed } from '../orders-texts';
import { Card } from './order-facts';
import { OrderStatusBadge } from './status-badges';
import styles from './order.module.css';

/**
 * The statuses the order's lifecycle allows next (the order service answers them to admins), after the
 * current one; an older order service that does not say offers all six.
 */
const choicesOf = (order: Order): OrderStatus[] =>
  order.nextStatuses ? [...new Set([order.status, ...order.nextStatuses])] : [...orderStatuses];

/** The current status is shown live above; only legal next statuses are offered. */
export function StatusForm({ order }: { order: Order }) {
  const selectId = useId();
  const [chosen, setChosen] = useState<OrderStatus>(order.status);
  // A status saved here or pushed from elsewhere becomes the selector's value.
  const [shown, setShown] = useState(order.status);
  if (order.status !== shown) {
    setShown(order.status);
    setChosen(order.status);
  }
  const update = useUpdateOrderStatus();
  const choices = choicesOf(order);
  const final = choices.length === 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: order._id, status: chosen },
      {
        onSuccess: () => toast.success(statusUpdated),
        onError: (error) => toast.error(errorText(error, updateStatusFailed)),
      },
    );
  };

  return (
    <Card id="admin-order-status" title="Update Order Status">
      <p className={styles.current} aria-live="polite">
        Current status: <OrderStatusBadge status={order.status} />
      </p>
      <form className={styles.statusForm} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            Status
          </label>
          <select
            id={selectId}
            className={styles.control}
            value={chosen}
            disabled={update.isPending || final}
            aria-describedby={final ? `${selectId}-final` : undefined}
            onChange={(event) => setChosen(event.target.value as OrderStatus)}
          >
            {choices.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        {final && (
          <p id={`${selectId}-final`} className={styles.statusHint}>
            {noFurtherStatus(order)}
          </p>
        )}
        <Button type="submit" disabled={update.isPending || final}>
          {update.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </form>
    </Card>
  );
}
