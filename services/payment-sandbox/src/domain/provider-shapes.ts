import { majorUnitsText } from './money';
import type { SandboxTransaction } from './sandbox-ledger';

/** Flutterwave sends major units as a JSON number. */
const majorNumber = (t: SandboxTransaction) => Number(majorUnitsText(t.amountMinor));

/** The `data` of Flutterwave's verify answer and charge.completed webhook. */
export function flutterwaveData(t: SandboxTransaction) {
  return {
    id: t.id,
    tx_ref: t.txRef,
    flw_ref: `FLW-SANDBOX-${t.id}`,
    amount: majorNumber(t),
    currency: t.currency,
    charged_amount: majorNumber(t),
    processor_response: t.status === 'successful' ? 'Approved (test mode)' : 'Declined (test mode)',
    status: t.status,
    payment_type: 'card',
    created_at: t.createdAt.toISOString(),
    customer: { name: t.name ?? '', phone_number: t.phone ?? '', email: t.email },
  };
}

/** What FlutterwaveCheckout's `callback` receives. */
export function flutterwaveCallback(t: SandboxTransaction) {
  return {
    status: t.status,
    transaction_id: t.id,
    tx_ref: t.txRef,
    flw_ref: `FLW-SANDBOX-${t.id}`,
    amount: majorNumber(t),
    currency: t.currency,
    charged_amount: majorNumber(t),
    charge_response_code: t.status === 'successful' ? '00' : '05',
    charge_response_message: t.status === 'successful' ? 'Approved (test mode)' : 'Declined (test mode)',
    created_at: t.createdAt.toISOString(),
    customer: { name: t.name ?? '', email: t.email, phone_number: t.phone ?? '' },
  };
}

/** The `data` of Paystack's verify answer and charge.success webhook: amounts in kobo. */
export function paystackData(t: SandboxTransaction) {
  const success = t.status === 'successful';
  return {
    id: t.id,
    domain: 'test',
    status: success ? 'success' : 'failed',
    reference: t.txRef,
    amount: Number(t.amountMinor),
    gateway_response: success ? 'Successful' : 'Declined',
    paid_at: success ? t.createdAt.toISOString() : null,
    created_at: t.createdAt.toISOString(),
    channel: 'card',
    currency: t.currency,
    customer: { email: t.email },
  };
}

/** What PaystackPop's `callback` (and `onSuccess`) receives. */
export function paystackCallback(t: SandboxTransaction) {
  const success = t.status === 'successful';
  return {
    id: t.id,
    reference: t.txRef,
    trans: String(t.id),
    status: success ? 'success' : 'failed',
    message: success ? 'Approved' : 'Declined',
    transaction: String(t.id),
    trxref: t.txRef,
    redirecturl: '',
  };
}
