import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startNotification } from './helpers/notification';

describe('the notification service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const notification = await startNotification();
    return { bus: notification.bus, stop: () => notification.stop() };
  });
});
