import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startOrder } from './support/order-service';

describe('the order service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const order = await startOrder();
    return { bus: order.running.bus, stop: () => order.stop() };
  });
});
