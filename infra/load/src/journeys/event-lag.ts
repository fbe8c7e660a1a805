import { serviceNames } from '@glow/gateway';
import { round } from '../stats';

/** Cumulative bucket counts of one histogram, by its upper bound in seconds. */
type Buckets = Map<number, number>;

/** Every service's `event_lag_seconds` buckets, by topic, summed over the topic's consumers. */
export type LagSnapshot = Map<string, Buckets>;

export interface TopicLag {
  topic: string;
  events: number;
  p50Ms: number;
  p99Ms: number;
}

const bucketLine = /^event_lag_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/gm;

function label(labels: string, name: string): string | undefined {
  return new RegExp(`(?:^|,)${name}="([^"]*)"`).exec(labels)?.[1];
}

/** Adds the lag buckets of one Prometheus text exposition to `into`. */
export function addLagBuckets(into: LagSnapshot, exposition: string): void {
  for (const [, labels = '', value] of exposition.matchAll(bucketLine)) {
    const topic = label(labels, 'topic');
    const le = label(labels, 'le');
    if (!topic || !le) continue;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    const buckets = into.get(topic) ?? new Map<number, number>();
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(value));
    into.set(topic, buckets);
  }
}

/** Every consuming service's lag histograms, read through the gateway's operator port. */
export async function readLag(opsUrl: string): Promise<LagSnapshot> {
  const snapshot: LagSnapshot = new Map();
  for (const service of serviceNames) {
    const answer = await fetch(`${opsUrl}/metrics/${service}`);
    if (!answer.ok) throw new Error(`the ${service} service's metrics answered ${answer.status}`);
    addLagBuckets(snapshot, await answer.text());
  }
  return snapshot;
}

/**
 * The `p` quantile of a cumulative histogram, as Prometheus' histogram_quantile reads it: linear
 * within the bucket it falls in (the last finite bound when it falls in +Inf).
 */
export function histogramQuantile(buckets: [number, number][], p: number): number {
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total === 0) return Number.NaN;
  const rank = p * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [bound, count] of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(bound)) return lowerBound;
      return lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / Math.max(1, count - lowerCount);
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return lowerBound;
}

/** The lag of the events consumed between two snapshots, per topic. */
export function lagBetween(before: LagSnapshot, after: LagSnapshot): TopicLag[] {
  const topics: TopicLag[] = [];
  for (const [topic, buckets] of after) {
    const earlier = before.get(topic);
    const delta = [...buckets.entries()]
      .map(([bound, count]): [number, number] => [bound, count - (earlier?.get(bound) ?? 0)])
      .sort(([a], [b]) => a - b);
    const events = delta.at(-1)?.[1] ?? 0;
    if (events === 0) continue;
    topics.push({
      topic,
      events,
      p50Ms: round(histogramQuantile(delta, 0.5) * 1000, 0),
      p99Ms: round(histogramQuantile(delta, 0.99) * 1000, 0),
    });
  }
  return topics.sort((a, b) => a.topic.localeCompare(b.topic));
}
