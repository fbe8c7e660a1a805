import { MatchersV3 } from '@pact-foundation/pact';
import { AppError } from '@glow/service-kit';
import { createUpstreams } from '../../src/clients/upstreams';
import { contractWith, itMatchesTheCommittedPact } from '@glow/testing/pact';

const { decimal, regex, string } = MatchersV3;

/**
 * What order asks payment: a verdict on what the browser reported (the shopper's token), the final
 * verdict on a reference (the sweeper), and a refund (the admin's token).
 */
const contract = contractWith('order', 'payment');
const upstreamsAt = (url: string) =>
  createUpstreams({ cart: undefined, catalog: undefined, payment: url }, 5_000);
const bearer = regex(/^Bearer \S+$/, 'Bearer shopper-token');
const json = { 'content-type': 'application/json' };

/** A transaction at the provider, and the shopper whose order it pays (payment has its order.created). */
const paid = { txRef: 'glow-contract-paid', transactionId: '7100001', userId: 'contract-shopper-paid' };
const declined = {
  txRef: 'glow-contract-declined',
  transactionId: '7100002',
  userId: 'contract-shopper-declined',
};
const swept = { txRef: 'glow-contract-swept', transactionId: '7100003', userId: 'contract-shopper-swept' };
const refunded = {
  txRef: 'glow-contract-refunded',
  transactionId: '7100004',
  userId: 'contract-shopper-refunded',
};
const overRefunded = {
  txRef: 'glow-contract-over',
  transactionId: '7100005',
  userId: 'contract-shopper-over',
};
const refundedInFull = {
  txRef: 'glow-contract-refunded-in-full',
  transactionId: '7100006',
  userId: 'contract-shopper-refunded-in-full',
};

describe('order → payment: verify', () => {
  it('when the provider confirms the payment, then payment answers succeeded with the transaction', async () => {
    contract.pact
      .given('a flutterwave payment that succeeded', paid)
      .uponReceiving('a verify request for a successful payment')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/verify',
        headers: { ...json, authorization: bearer },
        body: { provider: 'flutterwave', tx_ref: paid.txRef, transaction_id: paid.transactionId },
      })
      .willRespondWith({
        status: 200,
        body: { status: 'succeeded', transactionId: string(paid.transactionId) },
      });

    await contract.pact.executeTest(async (server) => {
      const verdict = await upstreamsAt(server.url).verifyPayment(
        { provider: 'flutterwave', tx_ref: paid.txRef, transaction_id: paid.transactionId },
        'Bearer shopper-token',
      );

      expect(verdict).toEqual({ status: 'succeeded', transactionId: paid.transactionId });
    });
  });

  it('when the provider declined the card, then payment answers failed with the reason order shows as declined', async () => {
    contract.pact
      .given('a flutterwave payment that was declined', declined)
      .uponReceiving('a verify request for a declined payment')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/verify',
        headers: { ...json, authorization: bearer },
        body: { provider: 'flutterwave', tx_ref: declined.txRef, transaction_id: declined.transactionId },
      })
      .willRespondWith({
        status: 200,
        body: { status: 'failed', reason: 'declined', transactionId: string(declined.transactionId) },
      });

    await contract.pact.executeTest(async (server) => {
      const verdict = await upstreamsAt(server.url).verifyPayment(
        { provider: 'flutterwave', tx_ref: declined.txRef, transaction_id: declined.transactionId },
        'Bearer shopper-token',
      );

      expect(verdict).toEqual({
        status: 'failed',
        reason: 'declined',
        transactionId: declined.transactionId,
      });
    });
  });

  it('when payment has not heard of the order yet, then it answers pending', async () => {
    contract.pact
      .uponReceiving('a verify request for a reference payment does not know')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/verify',
        headers: { ...json, authorization: bearer },
        body: { provider: 'paystack', tx_ref: 'glow-contract-unknown' },
      })
      .willRespondWith({ status: 200, body: { status: 'pending' } });

    await contract.pact.executeTest(async (server) => {
      const verdict = await upstreamsAt(server.url).verifyPayment(
        { provider: 'paystack', tx_ref: 'glow-contract-unknown' },
        'Bearer shopper-token',
      );

      expect(verdict).toEqual({ status: 'pending' });
    });
  });
});

describe('order → payment: the sweeper’s verdict', () => {
  it('when payment recorded a success, then the verdict carries the transaction, amount and currency', async () => {
    contract.pact
      .given('a flutterwave payment that succeeded and was verified', swept)
      .uponReceiving("a request to announce a paid reference's verdict again")
      .withRequest({ method: 'POST', path: `/internal/payments/${swept.txRef}/announce` })
      .willRespondWith({
        status: 200,
        body: {
          status: 'succeeded',
          transactionId: string(swept.transactionId),
          amount: decimal(12500.5),
          currency: regex(/^[A-Z]{3}$/, 'NGN'),
        },
      });

    await contract.pact.executeTest(async (server) => {
      const verdict = await upstreamsAt(server.url).announceVerdict(swept.txRef);

      expect(verdict).toEqual({
        status: 'succeeded',
        transactionId: swept.transactionId,
        amount: 12500.5,
        currency: 'NGN',
      });
    });
  });

  it('when payment holds no verdict on the reference, then it answers none', async () => {
    contract.pact
      .uponReceiving("a request to announce an unknown reference's verdict")
      .withRequest({ method: 'POST', path: '/internal/payments/glow-contract-unknown/announce' })
      .willRespondWith({ status: 200, body: { status: 'none' } });

    await contract.pact.executeTest(async (server) => {
      expect(await upstreamsAt(server.url).announceVerdict('glow-contract-unknown')).toEqual({
        status: 'none',
      });
    });
  });
});

describe('order → payment: refunds', () => {
  const request = {
    tx_ref: refunded.txRef,
    transactionId: refunded.transactionId,
    amount: 12500.5,
    currency: 'NGN',
    reason: 'Out of stock at the warehouse',
  };

  it('when an admin refunds a paid transaction, then payment answers its refund id and state', async () => {
    contract.pact
      .given('a flutterwave payment that succeeded and was verified', refunded)
      .uponReceiving('a refund of a paid transaction')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/refunds',
        headers: { ...json, authorization: regex(/^Bearer \S+$/, 'Bearer admin-token') },
        body: request,
      })
      .willRespondWith({
        status: 200,
        body: { status: regex(/^(requested|refunded)$/, 'refunded'), refundId: string('r-7100004') },
      });

    await contract.pact.executeTest(async (server) => {
      const answer = await upstreamsAt(server.url).refundPayment(request, 'Bearer admin-token');

      expect(answer).toEqual({ status: 'refunded', refundId: 'r-7100004' });
    });
  });

  it('when an admin refunds all a transaction took, then payment answers the amount and currency it gives back', async () => {
    const inFull = {
      tx_ref: refundedInFull.txRef,
      transactionId: refundedInFull.transactionId,
      reason: 'Out of stock at the warehouse',
    };
    contract.pact
      .given('a flutterwave payment that succeeded and was verified', refundedInFull)
      .uponReceiving('a refund of all a paid transaction took')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/refunds',
        headers: { ...json, authorization: regex(/^Bearer \S+$/, 'Bearer admin-token') },
        body: inFull,
      })
      .willRespondWith({
        status: 200,
        body: {
          status: regex(/^(requested|refunded)$/, 'refunded'),
          refundId: string('r-7100006'),
          amount: decimal(12500.5),
          currency: string('NGN'),
        },
      });

    await contract.pact.executeTest(async (server) => {
      const answer = await upstreamsAt(server.url).refundPayment(inFull, 'Bearer admin-token');

      expect(answer).toEqual({ status: 'refunded', refundId: 'r-7100006', amount: 12500.5, currency: 'NGN' });
    });
  });

  it('when the refund is more than the transaction took, then payment refuses it with a sentence', async () => {
    const tooMuch = {
      ...request,
      tx_ref: overRefunded.txRef,
      transactionId: overRefunded.transactionId,
      amount: 99_999,
    };
    contract.pact
      .given('a flutterwave payment that succeeded and was verified', overRefunded)
      .uponReceiving('a refund of more than the transaction took')
      .withRequest({
        method: 'POST',
        path: '/internal/payments/refunds',
        headers: { ...json, authorization: regex(/^Bearer \S+$/, 'Bearer admin-token') },
        body: tooMuch,
      })
      .willRespondWith({
        status: 400,
        body: { message: string('At most 12500.50 NGN can be given back for this transaction.') },
      });

    await contract.pact.executeTest(async (server) => {
      const refusing = upstreamsAt(server.url).refundPayment(tooMuch, 'Bearer admin-token');

      await expect(refusing).rejects.toEqual(
        new AppError(409, 'At most 12500.50 NGN can be given back for this transaction.'),
      );
    });
  });
});

itMatchesTheCommittedPact('order', 'payment', () => contract);
