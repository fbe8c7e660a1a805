import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PlannedRequest {
  /** Which group the answer's latency is reported under. */
  mix: string;
  path: string;
}

export interface TimedAnswer {
  mix: string;
  path: string;
  status: number;
  ms: number;
}

/** What Chromium sends: the catalog answers brotli, as it does to shoppers. */
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function send(agent: http.Agent, url: URL, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, host: url.hostname, port: url.port, path, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
}

/**
 * Sends `plan` at a fixed rate whatever the answers do (an open loop): each latency runs from
 * the moment the request was due, so a slow answer does not hide the requests queued behind it
 * (the "coordinated omission" a closed loop such as autocannon's `overallRate` has).
 */
export async function fixedRate(baseUrl: string, plan: PlannedRequest[], perSecond: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const answers: Promise<TimedAnswer>[] = [];
  const started = performance.now();
  const dueAt = (index: number) => started + (index * 1000) / perSecond;
  await new Promise<void>((resolve) => {
    const tick = () => {
      while (answers.length < plan.length && dueAt(answers.length) <= performance.now()) {
        const due = dueAt(answers.length);
        const { mix, path } = plan[answers.length]!;
        answers.push(
          send(agent, url, path).then((status) => ({ mix, path, status, ms: performance.now() - due })),
        );
      }
      if (answers.length === plan.length) return resolve();
      setTimeout(tick, Math.max(0, dueAt(answers.length) - performance.now()));
    };
    tick();
  });
  try {
    return await Promise.all(answers);
  } finally {
    agent.destroy();
  }
}
