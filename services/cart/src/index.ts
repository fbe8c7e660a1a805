import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';

/** The cart service: owns carts and favourites, with a product read model fed by catalog events. */
export const cartService = defineService({
  name: 'cart',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
});

export function start(options?: StartOptions) {
  return startService(cartService, options);
}
