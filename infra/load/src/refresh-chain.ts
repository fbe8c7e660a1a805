import type { LoadFigure } from './load';
import { percentile, round } from './stats';

const cookieName = 'glow_refresh';

function rotatedCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${cookieName}=`));
  const value = line?.slice(cookieName.length + 1).split(';')[0];
  if (!value) throw new Error(`refresh answered ${response.status} without a new cookie`);
  return value;
}

async function signIn(baseUrl: string, credentials: object): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return rotatedCookie(response);
}

/**
 * `sessions` signed-in browsers, each refreshing in a closed loop for `seconds`: every refresh sends
 * the cookie the previous one set (a rotation is a write: the old token marked, a new one stored),
 * so the figure is the cost of a real refresh chain, not of one cached answer.
 */
export async function loadRefreshChains(
  baseUrl: string,
  credentials: object,
  seconds: number,
  sessions: number,
): Promise<LoadFigure> {
  const cookies = [];
  for (let i = 0; i < sessions; i++) cookies.push(await signIn(baseUrl, credentials));
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (first) => {
      let cookie = first;
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/users/refresh`, {
          method: 'POST',
          headers: { cookie: `${cookieName}=${cookie}` },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        else cookie = rotatedCookie(response);
      }
    }),
  );
  if (failures > 0) throw new Error(`${failures} of ${latencies.length} refreshes failed`);
  return {
    requestsPerSecond: round(latencies.length / seconds, 0),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    non2xx: failures,
    requests: latencies.length,
  };
}
