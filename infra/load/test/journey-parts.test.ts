import { p99ByMinute } from '../src/journeys/journeys';
import { addLagBuckets, histogramQuantile, lagBetween, type LagSnapshot } from '../src/journeys/event-lag';
import { slope } from '../src/journeys/process-usage';
import { exponential, sessionTemplates, stepMix, stepsOfTemplates, thinkTime } from '../src/journeys/mix';
import { seededRandom } from '../src/listing-mixes';

describe('the journey mix', () => {
  it('when the three visit kinds are counted together, then they make the mix of 24 steps exactly', () => {
    expect(stepsOfTemplates(sessionTemplates)).toEqual(stepMix);
  });

  it('when a visit has a cart, an add or a checkout, then its shopper is signed in (the spec sends others to /login)', () => {
    const needsAccount = sessionTemplates.filter((template) =>
      template.steps.some((step) => step === 'add' || step === 'cart' || step === 'checkout'),
    );

    expect(needsAccount.every((template) => template.signedIn)).toBe(true);
    expect(sessionTemplates.some((template) => !template.signedIn)).toBe(true);
  });

  it('when arrivals are drawn from a seed, then their mean is the one asked and the same seed gives the same run', () => {
    const random = seededRandom(7);
    const gaps = Array.from({ length: 20_000 }, () => exponential(250, random));
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    const again = seededRandom(7);

    expect(mean).toBeGreaterThan(240);
    expect(mean).toBeLessThan(260);
    expect(exponential(250, again)).toBe(gaps[0]);
  });

  it('when a think time is drawn, then it never exceeds four times the mean', () => {
    const random = seededRandom(3);

    expect(Math.max(...Array.from({ length: 10_000 }, () => thinkTime(1_000, random)))).toBeLessThanOrEqual(
      4_000,
    );
  });
});

const exposition = (counts: Record<string, number>, topic = 'order.paid', service = 'cart') =>
  Object.entries(counts)
    .map(
      ([le, count]) => `event_lag_seconds_bucket{le="${le}",service="${service}",topic="${topic}"} ${count}`,
    )
    .join('\n');

describe('event lag from the services metrics', () => {
  it('when two consumers of a topic report, then their buckets add up', () => {
    const snapshot: LagSnapshot = new Map();
    addLagBuckets(snapshot, exposition({ '0.1': 2, '1': 3, '+Inf': 3 }));
    addLagBuckets(snapshot, exposition({ '0.1': 1, '1': 1, '+Inf': 1 }, 'order.paid', 'order'));

    expect(snapshot.get('order.paid')).toEqual(
      new Map([
        [0.1, 3],
        [1, 4],
        [Number.POSITIVE_INFINITY, 4],
      ]),
    );
  });

  it('when a quantile falls inside a bucket, then it is interpolated as Prometheus does', () => {
    const buckets: [number, number][] = [
      [0.1, 50],
      [0.5, 90],
      [1, 100],
      [Number.POSITIVE_INFINITY, 100],
    ];

    expect(histogramQuantile(buckets, 0.5)).toBeCloseTo(0.1);
    expect(histogramQuantile(buckets, 0.7)).toBeCloseTo(0.3);
    expect(histogramQuantile(buckets, 0.99)).toBeCloseTo(0.95);
  });

  it('when only the events between two snapshots count, then earlier ones are left out and idle topics are not listed', () => {
    const before: LagSnapshot = new Map();
    const after: LagSnapshot = new Map();
    addLagBuckets(before, exposition({ '0.1': 10, '1': 10, '+Inf': 10 }));
    addLagBuckets(after, exposition({ '0.1': 10, '1': 20, '+Inf': 20 }));
    addLagBuckets(before, exposition({ '0.1': 5, '1': 5, '+Inf': 5 }, 'user.registered'));
    addLagBuckets(after, exposition({ '0.1': 5, '1': 5, '+Inf': 5 }, 'user.registered'));

    const lag = lagBetween(before, after);

    expect(lag).toHaveLength(1);
    expect(lag[0]).toMatchObject({ topic: 'order.paid', events: 10 });
    expect(lag[0]!.p50Ms).toBeGreaterThan(100);
    expect(lag[0]!.p99Ms).toBeLessThanOrEqual(1000);
  });
});

describe('memory growth', () => {
  it('when memory grows by 2 MB a second with noise, then the slope says so; a flat trace has none', () => {
    const growing = Array.from({ length: 60 }, (_, i): [number, number] => [
      i,
      100 + 2 * i + (i % 2 ? 1 : -1),
    ]);
    const flat = Array.from({ length: 60 }, (_, i): [number, number] => [i, 150]);

    expect(slope(growing)).toBeCloseTo(2, 1);
    expect(slope(flat)).toBe(0);
  });
});

describe('a soak minute by minute', () => {
  it('when samples span three minutes, then each minute has its own p99, in order', () => {
    const samples = [
      ...Array.from({ length: 100 }, (_, i) => ({
        kind: 'shop' as const,
        at: 10 + i * 0.1,
        ms: i < 99 ? 5 : 80,
      })),
      ...Array.from({ length: 100 }, (_, i) => ({ kind: 'shop' as const, at: 130 + i * 0.1, ms: 7 })),
      { kind: 'home' as const, at: 61, ms: 40 },
    ];

    expect(p99ByMinute(samples)).toEqual([
      [0, 5],
      [1, 40],
      [2, 7],
    ]);
  });
});
