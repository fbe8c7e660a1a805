import { paymentStatusLabel, paymentStatusTone } from '../src/orders/payment-status';

describe('payment status', () => {
  it.each([
    ['pending', 'pending', 'warning'],
    ['paid', 'successful', 'success'],
    ['failed', 'failed', 'danger'],
    ['expired', 'Expired', 'neutral'],
    ['refund-needed', 'Refund needed', 'neutral'],
    ['partly-refunded', 'Partly refunded', 'neutral'],
    ['refunded', 'Refunded', 'neutral'],
  ])('when the API says %s, then it reads %p in the %s tone', (status, label, tone) => {
    expect(paymentStatusLabel(status)).toBe(label);
    expect(paymentStatusTone(status)).toBe(tone);
  });

  it('when a status is new to the web apps, then it reads as words in the neutral tone', () => {
    expect(paymentStatusLabel('charged-back')).toBe('Charged back');
    expect(paymentStatusTone('charged-back')).toBe('neutral');
  });
});
