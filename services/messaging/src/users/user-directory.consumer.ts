import type { BaseConfig, Consumer } from '@glow/service-kit';
import type { MessagingConfig } from '../config';
import type { MessagingDeps } from '../deps';

/** Keeps messaging's own list of users (the admin's recipients) from the user service's events. */
export const userDirectoryConsumer: Consumer<MessagingConfig & BaseConfig, MessagingDeps> = {
  topics: ['user.registered', 'user.updated', 'user.deleted'],
  async handle() {},
};
