import { backoffDelay } from '../src';

describe('backoffDelay', () => {
  const backoff = { initialDelayMs: 250, maxDelayMs: 5_000 };

  it('when retrying, then the first retry waits the initial delay and each later one twice as long', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(backoff, attempt))).toEqual([
      250, 500, 1_000, 2_000, 4_000,
    ]);
  });

  it('when the doubling passes the cap, then the wait stays at the cap', () => {
    expect(backoffDelay(backoff, 6)).toBe(5_000);
    expect(backoffDelay(backoff, 60)).toBe(5_000);
  });
});
