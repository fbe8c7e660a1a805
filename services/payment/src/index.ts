import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';

/** The payment service: owns Flutterwave and Paystack verification and webhooks. */
export const paymentService = defineService({
  name: 'payment',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
});

export function start(options?: StartOptions) {
  return startService(paymentService, options);
}
