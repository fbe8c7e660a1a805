import { Hub } from './domain/hub';

/** What the notification service's hooks get from the kit. */
export interface NotificationDeps {
  /** The socket server as consumers see it: filled by `attach`, empty before and after. */
  hub: Hub;
}

export function createNotificationDeps(): NotificationDeps {
  return { hub: new Hub() };
}
