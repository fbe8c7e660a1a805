import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startPayment } from './support/payment-service';

describe('the payment service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const payment = await startPayment();
    return { bus: payment.running.bus, stop: () => payment.stop() };
  });
});
