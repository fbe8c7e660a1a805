import { useState } from 'react';
import type { Order, Refundable, RefundOrderRequest } from '@glow/contracts/browser';
import { ApiError, Button, errorText, toast } from '@glow/web-kit';
import { useRefundOrder } from '../api/refund-order';
import { refundCompleted, refundFailed, refundRefused, refundRequested } from '../refund-texts';
import { methodName } from './order-facts';
import { RefundDialog } from './refund-dialog';
import { newRequestKey } from './request-key';
import { refundOutcome } from './refundable';
import styles from './order.module.css';

/** The open dialog: what it offers, its request's key, and what that key last asked for. */
interface Asking {
  refundable: Refundable;
  key: string;
  sent?: string;
}

/**
 * The Refund button, shown when the order service says something can be refunded, and its dialog. It
 * stays mounted when the answer hides the button, so the mutation's own callbacks still run.
 */
export function RefundForm({ order }: { order: Order }) {
  const [asking, setAsking] = useState<Asking>();
  const refund = useRefundOrder();

  const send = ({ reason, ...choice }: RefundOrderRequest) => {
    if (!asking) return;
    // A retry of the same choice keeps its key (never a second refund); another choice is another request.
    const sent = JSON.stringify([choice.lines, choice.amount]);
    const key = asking.sent === undefined || asking.sent === sent ? asking.key : newRequestKey();
    setAsking({ ...asking, key, sent });
    refund.mutate(
      { id: order._id, reason, ...choice, requestKey: key },
      {
        onSuccess: (saved) => {
          setAsking(undefined);
          const outcome = refundOutcome(order, saved);
          if (outcome === 'refused') toast.error(refundRefused);
          else toast.success(outcome === 'refunded' ? refundCompleted : refundRequested);
        },
        onError: (error) => {
          // A refusal is final (refunded already, shipped meanwhile); anything else may be tried again.
          if (error instanceof ApiError && error.status === 409) setAsking(undefined);
          toast.error(errorText(error, refundFailed));
        },
      },
    );
  };

  return (
    <>
      {order.refundable && (
        <div className={styles.cardActions}>
          <Button
            variant="danger"
            onClick={() => setAsking({ refundable: order.refundable!, key: newRequestKey() })}
          >
            Refund
          </Button>
        </div>
      )}
      {asking && (
        <RefundDialog
          refundable={asking.refundable}
          method={methodName(order.paymentInfo.method)}
          busy={refund.isPending}
          onRefund={send}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
