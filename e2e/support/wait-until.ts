import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `read` until `done` accepts its value; fails with the last value seen. */
export async function waitUntil<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}
