import { useState } from 'react';
import type { Order } from '@glow/contracts/browser';
import { ApiError, Button, errorText, toast } from '@glow/web-kit';
import { useRefundOrder } from '../api/refund-order';
import { refundCompleted, refundFailed, refundRequested } from '../refund-texts';
import { methodName } from './order-facts';
import { RefundDialog } from './refund-dialog';
import { newRequestKey } from './request-key';
import { amountToGiveBack, canRefund, refundSettled } from './refundable';
import styles from './order.module.css';

/**
 * The Refund button of a refundable order and its dialog. It stays mounted when the answer hides
 * the button, so the mutation's own callbacks still run.
 */
export function RefundForm({ order }: { order: Order }) {
  // The key of the refund the open dialog asks for; undefined while it is closed.
  const [asking, setAsking] = useState<string>();
  const refund = useRefundOrder();

  const send = (reason: string) =>
    refund.mutate(
      { id: order._id, reason, requestKey: asking! },
      {
        onSuccess: (saved) => {
          setAsking(undefined);
          toast.success(refundSettled(saved) ? refundCompleted : refundRequested);
        },
        onError: (error) => {
          // A refusal is final (refunded already, shipped meanwhile); anything else may be tried again.
          if (error instanceof ApiError && error.status === 409) setAsking(undefined);
          toast.error(errorText(error, refundFailed));
        },
      },
    );

  return (
    <>
      {canRefund(order) && (
        <div className={styles.cardActions}>
          <Button variant="danger" onClick={() => setAsking(newRequestKey())}>
            Refund
          </Button>
        </div>
      )}
      {asking && (
        <RefundDialog
          amount={amountToGiveBack(order)}
          method={methodName(order.paymentInfo.method)}
          busy={refund.isPending}
          onRefund={send}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
