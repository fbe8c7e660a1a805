import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';

/** The order service: owns checkout, orders, order status and the shipping price. */
export const orderService = defineService({
  name: 'order',
  // `order` is a reserved word in SQL, so it cannot name a schema unquoted.
  schema: 'orders',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
});

export function start(options?: StartOptions) {
  return startService(orderService, options);
}
