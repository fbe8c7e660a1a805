import {
  formatMinorUnits,
  minorUnitsOf,
  minorUnitsOfInteger,
  minorUnitsOfMajorNumber,
  providerConfigSchema,
  providerModeOf,
  type VerifiedPayment,
} from '../src/clients';
import { acceptsPayment } from '../src/domain/accepts-payment';

describe('amounts', () => {
  it.each([
    [1050, '10.50'],
    [1, '0.01'],
    [0, '0.00'],
    [30, '0.30'],
    [100, '1.00'],
    ['1250050', '12500.50'],
    [9007199254740993n.toString(), '90071992547409.93'],
  ])('when Paystack sends %s kobo, then it is %s', (kobo, major) => {
    expect(formatMinorUnits(minorUnitsOfInteger(kobo))).toBe(major);
  });

  it.each([
    [0.1 + 0.2, '0.30'],
    [10.5, '10.50'],
    [3000, '3000.00'],
    [12500.505, '12500.50'],
    ['19.99', '19.99'],
  ])('when Flutterwave sends %s, then it is %s (never rounded up, no float residue)', (amount, major) => {
    const formatted = formatMinorUnits(minorUnitsOfMajorNumber(amount));

    expect(formatted).toBe(major);
    expect(formatted).not.toContain('0000000');
  });

  it.each([[-1], [Number.NaN], [1e21], ['1,000'], ['']])(
    'when the amount is %p, then it is refused',
    (amount) => {
      expect(() => minorUnitsOfMajorNumber(amount)).toThrow(RangeError);
    },
  );

  it.each([[10.5], ['-100'], ['1e3']])('when Paystack kobo is %p, then it is refused', (amount) => {
    expect(() => minorUnitsOfInteger(amount)).toThrow(RangeError);
  });

  it('when major units are compared, then as integers', () => {
    expect(minorUnitsOf('0.3')).toBe(30n);
    expect(minorUnitsOf('100')).toBe(10000n);
  });
});

describe('acceptsPayment', () => {
  const expected = { txRef: 'order-1-tx', amount: '12500.50', currency: 'NGN' };
  const verified: VerifiedPayment = {
    provider: 'paystack',
    status: 'successful',
    txRef: 'order-1-tx',
    transactionId: '42',
    amount: '12500.50',
    currency: 'NGN',
  };

  it.each<[string, Partial<VerifiedPayment>, boolean]>([
    ['the exact payment', {}, true],
    ['a larger amount', { amount: '12600.00' }, true],
    ['one kobo short', { amount: '12500.49' }, false],
    ['a failed payment', { status: 'failed' }, false],
    ['a pending payment', { status: 'pending' }, false],
    ['another currency', { currency: 'USD' }, false],
    ['the same currency in lower case', { currency: 'ngn' }, true],
    ['a replayed reference of another order', { txRef: 'order-0-tx' }, false],
  ])('when the provider confirms %s, then ok is %s', (_, change, ok) => {
    const answer = acceptsPayment({ ...verified, ...change }, expected);

    expect(answer.ok).toBe(ok);
    if (!answer.ok) expect(answer.reason).toEqual(expect.any(String));
  });

  it('when amounts are spelled differently, then they are compared as minor units', () => {
    expect(acceptsPayment({ ...verified, amount: '0.30' }, { ...expected, amount: '0.3' })).toEqual({
      ok: true,
    });
  });
});

describe('provider configuration', () => {
  it('when nothing is set, then the sandbox and the providers default URLs', () => {
    const settings = providerConfigSchema.parse({});

    expect(providerModeOf(settings)).toBe('sandbox');
    expect(settings).toMatchObject({
      FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com',
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
      PROVIDER_TIMEOUT_MS: 10_000,
    });
  });

  it('when live mode lacks a secret, then the missing variable is named', () => {
    const result = providerConfigSchema.safeParse({
      PAYMENT_PROVIDER_MODE: 'live',
      FLUTTERWAVE_SECRET_KEY: 'k',
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('PAYSTACK_SECRET_KEY');
  });
});
