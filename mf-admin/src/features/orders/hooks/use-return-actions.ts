import { useState } from 'react';
import type { Order, OrderReturn, RecordReturnRequest } from '@glow/contracts/browser';
import { ApiError, errorText, toast } from '@glow/web-kit';
import { useReceiveReturn } from '../api/receive-return';
import { useRecordReturn } from '../api/record-return';
import { useWithdrawReturn } from '../api/withdraw-return';
import { newRequestKey } from '../components/request-key';
import type { UnitsLine } from '../components/line-units';
import { choosable } from '../components/line-units';
import {
  receiveReturnFailed,
  recordReturnFailed,
  returnReceived,
  returnRecorded,
  returnRefundAsked,
  returnWithdrawn,
  withdrawReturnFailed,
} from '../return-texts';

/**
 * The open dialog: Record Return (what may be returned when it opened, its request's key and the lines
 * that key last asked for), Mark Received (its key) or Withdraw, for one return.
 */
export type ReturnAsking =
  | { kind: 'record'; lines: UnitsLine[]; key: string; sent?: string }
  | { kind: 'receive'; recorded: OrderReturn; key: string }
  | { kind: 'withdraw'; recorded: OrderReturn };

/** A refusal is final (the order moved on meanwhile): the dialog closes; anything else may be tried again. */
const refused = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Record Return, Mark Received and Withdraw on one order: which dialog is open, the requests and what
 * their answers say. Held by the Returns card, which stays mounted, so an answer that hides a button
 * still closes its dialog and says how it went.
 */
export function useReturnActions(order: Order) {
  const [asking, setAsking] = useState<ReturnAsking>();
  const record = useRecordReturn();
  const receive = useReceiveReturn();
  const withdraw = useWithdrawReturn();
  const close = () => setAsking(undefined);
  const failed = (fallback: string) => (error: unknown) => {
    if (refused(error)) close();
    toast.error(errorText(error, fallback));
  };

  const sendRecord = ({ reason, lines }: RecordReturnRequest) => {
    if (asking?.kind !== 'record') return;
    // A retry of the same lines keeps its key (never a second return); other lines are another request.
    const sent = JSON.stringify(lines);
    const key = asking.sent === undefined || asking.sent === sent ? asking.key : newRequestKey();
    setAsking({ ...asking, key, sent });
    record.mutate(
      { id: order._id, reason, lines, requestKey: key },
      {
        onSuccess: () => {
          close();
          toast.success(returnRecorded);
        },
        onError: failed(recordReturnFailed),
      },
    );
  };

  const sendReceive = (sellable: boolean) => {
    if (asking?.kind !== 'receive') return;
    receive.mutate(
      { id: order._id, number: asking.recorded.number, sellable, requestKey: asking.key },
      {
        onSuccess: () => {
          close();
          toast.success(returnReceived);
        },
        onError: failed(receiveReturnFailed),
      },
    );
  };

  /** A received return's refund asked again, with its goods as they were received. */
  const askRefund = (recorded: OrderReturn) =>
    receive.mutate(
      {
        id: order._id,
        number: recorded.number,
        sellable: recorded.sellable ?? false,
        requestKey: newRequestKey(),
      },
      { onSuccess: () => toast.success(returnRefundAsked), onError: failed(receiveReturnFailed) },
    );

  const sendWithdraw = () => {
    if (asking?.kind !== 'withdraw') return;
    withdraw.mutate(
      { id: order._id, number: asking.recorded.number },
      {
        onSuccess: () => {
          close();
          toast.success(returnWithdrawn);
        },
        onError: failed(withdrawReturnFailed),
      },
    );
  };

  return {
    asking,
    busy: record.isPending || receive.isPending || withdraw.isPending,
    /** Opens Record Return on the lines the order service says may be returned now. */
    startRecord: () => {
      if (order.returnable)
        setAsking({ kind: 'record', lines: choosable(order.returnable), key: newRequestKey() });
    },
    startReceive: (recorded: OrderReturn) => setAsking({ kind: 'receive', recorded, key: newRequestKey() }),
    startWithdraw: (recorded: OrderReturn) => setAsking({ kind: 'withdraw', recorded }),
    close,
    sendRecord,
    sendReceive,
    sendWithdraw,
    askRefund,
  };
}
