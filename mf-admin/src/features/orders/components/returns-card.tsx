import { lineKey, type Order, type OrderReturn } from '@glow/contracts/browser';
import { Button, ConfirmDialog, VisuallyHidden } from '@glow/web-kit';
import { useReturnActions } from '../hooks/use-return-actions';
import {
  backOnSale,
  markReceived,
  refundReturn,
  noReturnsYet,
  notForSale,
  ofReturn,
  receivedOn,
  recordReturn,
  refundLabel,
  returnsTitle,
  withdraw,
  withdrawMessage,
  withdrawTitle,
} from '../return-texts';
import { formatDateTime } from './format';
import { choosable } from './line-units';
import { Card, methodName } from './order-facts';
import { ReceiveDialog } from './receive-dialog';
import { ReturnDialog } from './return-dialog';
import { refundDue, refundOf, returnsOf } from './returns';
import { RefundStatusBadge, ReturnStatusBadge } from './status-badges';
import styles from './order.module.css';

/** A received return's outcome under its badge: when, back on sale or not, and its refund as it stands. */
function ReceivedFacts({ order, recorded }: { order: Order; recorded: OrderReturn }) {
  const refund = refundOf(order, recorded);
  return (
    <ul className={styles.returnFacts}>
      {recorded.receivedAt && <li>{receivedOn(formatDateTime(recorded.receivedAt))}</li>}
      {recorded.sellable !== undefined && <li>{recorded.sellable ? backOnSale : notForSale}</li>}
      {refund && (
        <li>
          {refundLabel} <RefundStatusBadge status={refund.status} />
        </li>
      )}
    </ul>
  );
}

interface ReturnRowProps {
  order: Order;
  recorded: OrderReturn;
  /** Whether the table has its Actions column (some return is still requested). */
  actions: boolean;
  busy: boolean;
  onReceive: () => void;
  onWithdraw: () => void;
  onRefund: () => void;
}

function ReturnRow({ order, recorded, actions, busy, onReceive, onWithdraw, onRefund }: ReturnRowProps) {
  const which = <VisuallyHidden>{ofReturn(recorded.number)}</VisuallyHidden>;
  return (
    <tr className={styles.row}>
      <td data-label="Return">{recorded.number}</td>
      <td data-label="Requested" className={styles.nowrap}>
        {formatDateTime(recorded.requestedAt)}
      </td>
      <td data-label="Items">
        <ul className={styles.refundLines}>
          {recorded.lines.map((line) => (
            <li key={lineKey(line)}>{`${line.quantity} × ${line.name}`}</li>
          ))}
        </ul>
      </td>
      <td data-label="Reason" className={styles.returnReason}>
        {recorded.reason}
      </td>
      <td data-label="Status">
        <div className={styles.returnStatus}>
          <ReturnStatusBadge status={recorded.status} />
          {recorded.status === 'received' && <ReceivedFacts order={order} recorded={recorded} />}
        </div>
      </td>
      {actions && (
        <td data-label="Actions">
          {recorded.status === 'requested' ? (
            <div className={styles.returnActions}>
              <Button variant="secondary" disabled={busy} onClick={onReceive}>
                {markReceived}
                {which}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={onWithdraw}>
                {withdraw}
                {which}
              </Button>
            </div>
          ) : refundDue(order, recorded) ? (
            <Button variant="secondary" disabled={busy} onClick={onRefund}>
              {refundReturn}
              {which}
            </Button>
          ) : (
            '—'
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Goods sent back after shipping, oldest first, with Mark Received and Withdraw on a return still
 * requested, and Record Return while the order service says something may be returned. Left out
 * when there is neither a return nor anything to return (an order not shipped, an older order service).
 */
export function ReturnsCard({ order }: { order: Order }) {
  const returns = returnsOf(order);
  const returnable = choosable(order.returnable ?? []);
  const flow = useReturnActions(order);
  const { asking } = flow;
  const actions = returns.some((recorded) => recorded.status === 'requested' || refundDue(order, recorded));
  if (returns.length === 0 && returnable.length === 0 && !asking) return null;

  return (
    <Card id="admin-order-returns" title={returnsTitle}>
      {returns.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Requested</th>
              <th scope="col">Items</th>
              <th scope="col">Reason</th>
              <th scope="col">Status</th>
              {actions && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {returns.map((recorded) => (
              <ReturnRow
                key={recorded.number}
                order={order}
                recorded={recorded}
                actions={actions}
                busy={flow.busy}
                onReceive={() => flow.startReceive(recorded)}
                onWithdraw={() => flow.startWithdraw(recorded)}
                onRefund={() => flow.askRefund(recorded)}
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.hint}>{noReturnsYet}</p>
      )}
      {returnable.length > 0 && (
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={flow.startRecord}>
            {recordReturn}
          </Button>
        </div>
      )}
      {asking?.kind === 'record' && (
        <ReturnDialog
          lines={asking.lines}
          busy={flow.busy}
          onRecord={flow.sendRecord}
          onCancel={flow.close}
        />
      )}
      {asking?.kind === 'receive' && (
        <ReceiveDialog
          recorded={asking.recorded}
          method={methodName(order.paymentInfo.method)}
          busy={flow.busy}
          onReceive={flow.sendReceive}
          onCancel={flow.close}
        />
      )}
      <ConfirmDialog
        open={asking?.kind === 'withdraw'}
        title={withdrawTitle}
        message={asking?.kind === 'withdraw' ? withdrawMessage(asking.recorded.number) : ''}
        confirmLabel={withdraw}
        danger
        busy={flow.busy}
        onConfirm={flow.sendWithdraw}
        onCancel={flow.close}
      />
    </Card>
  );
}
