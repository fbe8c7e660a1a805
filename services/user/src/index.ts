import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { userConfig } from './config';
import { seedAdmin } from './domain/seed-admin';
import { consentRoutes } from './http/consent-routes';

/** The user service: owns users, sign-in, password reset, consent and admin user management. */
export const userService = defineService({
  name: 'user',
  schema: 'identity',
  config: userConfig,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  prepare: seedAdmin,
  routes: consentRoutes,
});

export function start(options?: StartOptions) {
  return startService(userService, options);
}
