import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startInbox } from './support/inbox-service';

describe('the messaging service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const messaging = await startInbox();
    return { bus: messaging.running.bus, stop: () => messaging.stop() };
  });
});
