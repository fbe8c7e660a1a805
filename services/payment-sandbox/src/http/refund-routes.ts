import { Router } from 'express';
import { z } from 'zod';
import { majorUnitsText, minorUnitsOfKobo, minorUnitsOfMajor } from '../domain/money';
import type { SandboxLedger, SandboxRefund } from '../domain/sandbox-ledger';

const flutterwaveRefund = (refund: SandboxRefund) => ({
  id: refund.id,
  tx_id: refund.transaction.id,
  flw_ref: `FLW-MOCK-${refund.transaction.id}`,
  amount_refunded: Number(majorUnitsText(refund.amountMinor)),
  status: 'completed',
  destination: 'payment_source',
  created_at: new Date().toISOString(),
});

const paystackRefund = (refund: SandboxRefund, status: string) => ({
  id: refund.id,
  transaction: { id: refund.transaction.id, reference: refund.transaction.txRef },
  amount: Number(refund.amountMinor),
  currency: refund.transaction.currency,
  status,
  domain: 'test',
});

const amountText = z.union([z.number(), z.string()]).optional();

/**
 * The providers' refund APIs at their real paths (after the verify routes, which check the bearer):
 * Flutterwave's complete at once; Paystack's are `pending` when created and `processed` when looked at.
 */
export function refundRoutes(ledger: SandboxLedger): Router {
  const routes = Router();

  routes.post('/v3/transactions/:id/refund', (req, res) => {
    const transaction = ledger.byId('flutterwave', req.params.id);
    const body = z.object({ amount: amountText }).safeParse(req.body ?? {});
    const refund =
      transaction && body.success
        ? ledger.refund(
            transaction,
            body.data.amount === undefined ? transaction.amountMinor : minorUnitsOfMajor(body.data.amount),
          )
        : 'refused';
    if (refund === 'refused')
      return void res.status(400).json({ status: 'error', message: 'Refund not possible', data: null });
    res.json({ status: 'success', message: 'Transaction refund initiated', data: flutterwaveRefund(refund) });
  });

  routes.get('/v3/refunds/:id', (req, res) => {
    const refund = ledger.refundById('flutterwave', req.params.id);
    if (!refund)
      return void res.status(404).json({ status: 'error', message: 'Refund not found', data: null });
    res.json({ status: 'success', message: 'Refund fetched', data: flutterwaveRefund(refund) });
  });

  routes.post('/refund', (req, res) => {
    const body = z
      .object({ transaction: z.union([z.number(), z.string()]), amount: amountText })
      .safeParse(req.body);
    const transaction = body.success ? ledger.byId('paystack', String(body.data.transaction)) : undefined;
    const refund =
      transaction && body.success
        ? ledger.refund(
            transaction,
            body.data.amount === undefined ? transaction.amountMinor : minorUnitsOfKobo(body.data.amount),
          )
        : 'refused';
    if (refund === 'refused')
      return void res.status(400).json({ status: false, message: 'Refund not possible' });
    res.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: paystackRefund(refund, 'pending'),
    });
  });

  routes.get('/refund/:id', (req, res) => {
    const refund = ledger.refundById('paystack', req.params.id);
    if (!refund) return void res.status(404).json({ status: false, message: 'Refund not found' });
    refund.looks += 1;
    res.json({ status: true, message: 'Refund retrieved', data: paystackRefund(refund, 'processed') });
  });

  return routes;
}
