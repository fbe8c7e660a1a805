import { koboOf } from './support/paystack-double';
import { secrets, startPayment, type PaymentUnderTest, type Trial } from './support/payment-service';
import { flutterwaveWebhook, paystackWebhook } from './support/webhook-signing';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

const customer = {
  email: 'ada.obi@example.com',
  phone: '+2348031234567',
  firstName: 'Adaeze',
  lastName: 'Obi-Nwankwo',
};
const paystackCard = {
  authorization_code: 'AUTH_72btv547qz',
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  card_type: 'visa DEBIT',
  bank: 'TEST BANK',
  signature: 'SIG_uSYN4fv1adlAuoij8QXh',
  account_name: 'ADAEZE OBI-NWANKWO',
};
const flutterwaveCard = {
  first_6digits: '553188',
  last_4digits: '2950',
  issuer: 'MASTERCARD CREDIT',
  country: 'NG',
  type: 'MASTERCARD',
  expiry: '09/32',
};
const customerCode = 'CUS_xnxdt6s1zg1f4nx';
const flutterwaveRefs = { flw_ref: 'FLW-MOCK-09c1b2e3d4f5a6b7', device_fingerprint: '62wd23423rq324323qew1' };

/** What identifies the shopper or could charge the card again: none of it may reach the database. */
const paystackSecrets = [
  ...Object.values(customer),
  customerCode,
  paystackCard.authorization_code,
  paystackCard.bin,
  paystackCard.last4,
  paystackCard.signature,
  paystackCard.account_name,
];
const flutterwaveSecrets = [
  ...Object.values(customer),
  ...Object.values(flutterwaveRefs),
  flutterwaveCard.first_6digits,
  flutterwaveCard.last_4digits,
  flutterwaveCard.expiry,
];

function paystackChargeSuccess(trial: Trial) {
  return paystackWebhook(
    {
      event: 'charge.success',
      data: {
        id: Number(trial.transactionId),
        domain: 'test',
        status: 'success',
        reference: trial.txRef,
        amount: koboOf(trial.amount),
        gateway_response: 'Successful',
        channel: 'card',
        currency: 'NGN',
        ip_address: '102.89.34.17',
        customer: {
          id: 84312,
          first_name: customer.firstName,
          last_name: customer.lastName,
          email: customer.email,
          customer_code: customerCode,
          phone: customer.phone,
        },
        authorization: { ...paystackCard, channel: 'card', reusable: true, country_code: 'NG' },
      },
    },
    secrets.paystackSecretKey,
  );
}

function flutterwaveChargeCompleted(trial: Trial) {
  return flutterwaveWebhook(
    {
      event: 'charge.completed',
      data: {
        id: Number(trial.transactionId),
        tx_ref: trial.txRef,
        ...flutterwaveRefs,
        amount: Number(trial.amount),
        currency: 'NGN',
        charged_amount: Number(trial.amount),
        processor_response: 'Approved by Financial Institution',
        auth_model: 'PIN',
        ip: '102.89.34.17',
        status: 'successful',
        payment_type: 'card',
        customer: {
          id: 215604089,
          name: `${customer.firstName} ${customer.lastName}`,
          phone_number: customer.phone,
          email: customer.email,
        },
        card: flutterwaveCard,
      },
    },
    secrets.flutterwaveHash,
  );
}

/**
 * The stored row as text, every column (a bytea as its bytes): the trial's own reference and id are
 * blanked, so card digits cannot match them by chance.
 */
async function storedRowText(trial: Trial): Promise<string> {
  const { rows } = await payment.pool.query<Record<string, unknown>>(
    'SELECT * FROM payment.webhook_inbox WHERE tx_ref = $1',
    [trial.txRef],
  );
  expect(rows).toHaveLength(1);
  return Object.values(rows[0]!)
    .map((value) => {
      if (Buffer.isBuffer(value)) return value.toString('utf8');
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    })
    .join('\n')
    .replaceAll(trial.txRef, '<reference>')
    .replaceAll(trial.transactionId, '<id>');
}

const summaryOf = async (trial: Trial) =>
  (await payment.pool.query('SELECT summary FROM payment.webhook_inbox WHERE tx_ref = $1', [trial.txRef]))
    .rows[0]?.summary as unknown;

describe('what a stored webhook keeps', () => {
  it('when Paystack sends charge.success with the card authorization and the customer, then none of it is stored', async () => {
    const trial = payment.trial('paystack', 'success');

    expect((await payment.webhook('paystack', paystackChargeSuccess(trial))).status).toBe(200);

    const stored = await storedRowText(trial);
    for (const value of paystackSecrets)
      expect({ value, stored: stored.includes(value) }).toEqual({ value, stored: false });
    expect(await summaryOf(trial)).toEqual({
      event: 'charge.success',
      reference: trial.txRef,
      id: trial.transactionId,
      status: 'success',
      amount: '12500.50',
      currency: 'NGN',
    });
  });

  it('when Flutterwave sends charge.completed with the card and the customer, then none of it is stored', async () => {
    const trial = payment.trial('flutterwave', 'success');

    expect((await payment.webhook('flutterwave', flutterwaveChargeCompleted(trial))).status).toBe(200);

    const stored = await storedRowText(trial);
    for (const value of flutterwaveSecrets)
      expect({ value, stored: stored.includes(value) }).toEqual({ value, stored: false });
    expect(await summaryOf(trial)).toEqual({
      event: 'charge.completed',
      reference: trial.txRef,
      id: trial.transactionId,
      status: 'successful',
      amount: '12500.50',
      currency: 'NGN',
    });
  });

  it('when a signed webhook carries a malformed amount, then it is still stored, without one', async () => {
    const trial = payment.trial('paystack', 'success');
    const signed = paystackWebhook(
      {
        event: 'charge.success',
        data: { id: Number(trial.transactionId), reference: trial.txRef, amount: 'lots' },
      },
      secrets.paystackSecretKey,
    );

    expect((await payment.webhook('paystack', signed)).status).toBe(200);

    expect(await summaryOf(trial)).toEqual({
      event: 'charge.success',
      reference: trial.txRef,
      id: trial.transactionId,
    });
  });
});
