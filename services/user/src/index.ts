import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';

/** The user service: owns users, sign-in, password reset, consent and admin user management. */
export const userService = defineService({
  name: 'user',
  schema: 'identity',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
});

export function start(options?: StartOptions) {
  return startService(userService, options);
}
