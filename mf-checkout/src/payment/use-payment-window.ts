import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentConfigAnswer, PaymentMethod } from '@glow/contracts';
import { cart, orderCount } from '@glow/web-kit';
import {
  collectPayment,
  PaymentStop,
  readyProvider,
  type PaymentResult,
  type WindowRequest,
} from './collect-payment';
import { initiatePaymentFailed, paymentNotCompleted } from './payment-texts';

export type PaymentNotice = { kind: 'error' | 'info'; text: string } | null;

/** Spec §9: a window closed unpaid says so after about half a second. */
export const notCompletedDelayMs = 500;

/**
 * One payment in the provider's window, for Pay Now and for Complete payment: `pay` readies the
 * provider, lets the caller name the order to pay (placing it, or one awaiting payment), opens the window,
 * verifies, and on success takes the paid lines out of the cart shown and opens the order's page. A declined card
 * and a closed window leave a notice and the order open for another try.
 */
export function usePaymentWindow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const say = (next: PaymentNotice) => {
    clearTimeout(timer.current);
    setNotice(next);
  };

  async function paid({ order }: Extract<PaymentResult, { kind: 'paid' }>) {
    // Cart takes the paid lines out when it hears of the payment; the cart shown does so now.
    cart.takeOutPaid(order);
    orderCount.refresh();
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    navigate(`/orders/${order._id}`, { state: { paid: order.isPaid } });
    setProcessing(false);
  }

  async function pay(
    method: PaymentMethod,
    orderToPay: (config: PaymentConfigAnswer) => Promise<WindowRequest>,
  ): Promise<void> {
    say(null);
    setProcessing(true);
    try {
      const config = await readyProvider(queryClient, method);
      const result = await collectPayment(config, method, await orderToPay(config));
      if (result.kind === 'paid') return await paid(result);
      setProcessing(false);
      if (result.kind === 'declined') {
        // The server recorded the attempt: an open order page shows the payment as failed.
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        say({ kind: 'error', text: result.message });
      } else later(notCompletedDelayMs, () => setNotice({ kind: 'error', text: paymentNotCompleted }));
    } catch (error) {
      setProcessing(false);
      say({ kind: 'error', text: error instanceof PaymentStop ? error.message : initiatePaymentFailed });
    }
  }

  return { pay, processing, notice, say, later };
}
