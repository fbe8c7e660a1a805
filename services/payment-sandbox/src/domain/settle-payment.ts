import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { WebhookSender } from '../clients/webhook-sender';
import { minorUnitsOfKobo, minorUnitsOfMajor } from './money';
import { flutterwaveCallback, flutterwaveData, paystackCallback, paystackData } from './provider-shapes';
import type { SandboxLedger, SandboxTransaction } from './sandbox-ledger';

export interface WebhookTargets {
  flutterwave?: string[];
  paystack?: string[];
}

export interface SandboxSecrets {
  flutterwaveHash: string;
  paystackSecret: string;
}

/** What the payment window posts when the shopper presses Pay or Fail. */
export const settlementSchema = z.object({
  provider: z.enum(['flutterwave', 'paystack']),
  outcome: z.enum(['pay', 'fail']),
  tx_ref: z.string().trim().min(1).max(200),
  /** As the page was given it: Flutterwave in major units, Paystack in kobo. */
  amount: z.string().trim().min(1),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
  email: z.email(),
  name: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
});

export type Settlement = z.infer<typeof settlementSchema>;

export class SettlementRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
  ) {
    super(message);
  }
}

function amountOf(settlement: Settlement): bigint {
  try {
    const minor =
      settlement.provider === 'paystack'
        ? minorUnitsOfKobo(settlement.amount)
        : minorUnitsOfMajor(settlement.amount);
    if (minor > 0n) return minor;
  } catch {
    // refused below, with the provider's own wording of the rule
  }
  throw new SettlementRefused(
    settlement.provider === 'paystack'
      ? 'Amount must be a positive whole number of kobo'
      : 'Amount must be a positive number',
    400,
  );
}

function webhooksFor(t: SandboxTransaction, targets: WebhookTargets, secrets: SandboxSecrets) {
  if (t.provider === 'flutterwave') {
    const body = JSON.stringify({ event: 'charge.completed', data: flutterwaveData(t) });
    const headers = { 'content-type': 'application/json', 'verif-hash': secrets.flutterwaveHash };
    return (targets.flutterwave ?? []).map((url) => ({ url, body, headers }));
  }
  // Paystack sends no event for a declined charge.
  if (t.status !== 'successful') return [];
  const body = JSON.stringify({ event: 'charge.success', data: paystackData(t) });
  // Paystack's `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, in hex.
  const headers = {
    'content-type': 'application/json',
    'x-paystack-signature': createHmac('sha512', secrets.paystackSecret).update(body).digest('hex'),
  };
  return (targets.paystack ?? []).map((url) => ({ url, body, headers }));
}

/** Records the test payment, announces it to the webhook targets, and answers what the page's callback gets. */
export function settlePayment(
  settlement: Settlement,
  deps: { ledger: SandboxLedger; sender: WebhookSender; targets: WebhookTargets; secrets: SandboxSecrets },
) {
  const recorded = deps.ledger.record({
    provider: settlement.provider,
    txRef: settlement.tx_ref,
    amountMinor: amountOf(settlement),
    currency: settlement.currency,
    status: settlement.outcome === 'pay' ? 'successful' : 'failed',
    email: settlement.email,
    name: settlement.name,
    phone: settlement.phone,
  });
  if (recorded === 'duplicate') throw new SettlementRefused('Duplicate transaction reference', 409);
  for (const delivery of webhooksFor(recorded, deps.targets, deps.secrets)) deps.sender.send(delivery);
  return recorded.provider === 'flutterwave' ? flutterwaveCallback(recorded) : paystackCallback(recorded);
}
