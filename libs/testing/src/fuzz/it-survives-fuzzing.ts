import { randomUUID } from 'node:crypto';
import type { expect as JestExpect, it as JestIt } from '@jest/globals';
import { fetchApiDocument } from '../api-description';
import type { ServiceUnderTest } from '../service';
import { fuzzApi, type FuzzCallers } from './fuzz-api';

// Jest's globals, read only when a test calls itSurvivesFuzzing (see admin-routes.ts).
declare const it: typeof JestIt;
declare const expect: typeof JestExpect;

/** Cases per route in `npm test`; the bench's `fuzz` scenario runs 1,000 (BENCH_FUZZ_CASES). */
export const ciFuzzCases = 50;

export interface FuzzTable {
  running: () => ServiceUnderTest;
  /** Tokens the service accepts, asked before each route; by default a shopper's and an admin's signed with its test keys. */
  callers?: () => Promise<FuzzCallers> | FuzzCallers;
  skip?: (route: string) => boolean;
}

export function signedCallers(running: ServiceUnderTest): FuzzCallers {
  return {
    anonymous: undefined,
    shopper: running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 }),
    admin: running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0, mfa: true }),
  };
}

/**
 * Registers the fuzz case: every route of the service's own document × FUZZ_CASES (default 50)
 * requests as anonymous, shopper and admin, and no 5xx, no hang, every 4xx JSON `{ message }`.
 * FUZZ_SEED replays a reported run.
 */
export function itSurvivesFuzzing({ running, callers, skip }: FuzzTable) {
  const casesPerRoute = Number(process.env.FUZZ_CASES ?? ciFuzzCases);
  it(`when every route is called with ${casesPerRoute} generated cases per caller, then none answers 5xx, hangs or refuses without { message }`, async () => {
    const service = running();
    const report = await fuzzApi({
      baseUrl: service.url,
      document: await fetchApiDocument(service.url),
      callers: callers ?? (() => signedCallers(service)),
      casesPerRoute,
      ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
      ...(skip ? { skip } : {}),
    });
    expect(report.findings).toEqual([]);
    expect(report.cases).toBe(report.routes * casesPerRoute);
  }, 600_000);
}
