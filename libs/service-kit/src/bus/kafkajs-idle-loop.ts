/**
 * kafkajs 2.2.4 keeps every idle connection busy: once a request has been answered, its request
 * queue schedules a check of its pending requests with a negative delay, and each check schedules
 * the next, so each connection runs a timer loop for as long as it is open (reported upstream at
 * https://github.com/tulios/kafkajs/issues/1556; its fix, https://github.com/tulios/kafkajs/pull/1667,
 * was never released). A service holds a dozen such connections (producer, admin, two consumer
 * groups, to three brokers), which cost it 20–40 ms of CPU every second with nothing to do
 * (docs/journal/journeys.md, "A Kafka client that never rested").
 *
 * The fix is that pull request's: a check is scheduled only while requests wait. A request that cannot go out
 * at once is queued and schedules its own check; an answered one checks the queue itself.
 *
 * It patches the one version it was written for; kafkajs is pinned to it, and the test says
 * when a new version needs this looked at again.
 */
import { createRequire } from 'node:module';

export const patchedKafkajsVersion = '2.2.4';

const checkIntervalMs = 10;

interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

function scheduleCheckPendingRequests(this: RequestQueue): void {
  if (this.pending.length === 0 || this.throttleCheckTimeoutId) return;
  const throttledFor = this.throttledUntil - Date.now();
  this.throttleCheckTimeoutId = setTimeout(
    () => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    },
    throttledFor > 0 ? throttledFor : checkIntervalMs,
  );
}

const load = createRequire(require.resolve('kafkajs'));

/** Whether the installed kafkajs is the version this fix was written for (and so was patched). */
export function stopKafkajsIdleLoop(): boolean {
  const { version } = load('./package.json') as { version: string };
  if (version !== patchedKafkajsVersion) return false;
  const queue = load('./src/network/requestQueue') as { prototype: RequestQueue };
  queue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
  return true;
}
