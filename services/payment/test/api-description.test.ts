import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startPayment, type PaymentUnderTest } from './support/payment-service';

let payment: PaymentUnderTest;
beforeAll(async () => {
  payment = await startPayment();
});
afterAll(() => payment.stop());

itDescribesEveryRoute({ running: () => payment.running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => payment.running });
