import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { expect as JestExpect, it as JestIt } from '@jest/globals';
import { pactsDir } from '@glow/contracts/fixtures';
import { PactV3, Verifier, type VerifierOptions } from '@pact-foundation/pact';

// Jest's globals, read only when a test calls itMatchesTheCommittedPact (see admin-routes.ts).
declare const it: typeof JestIt;
declare const expect: typeof JestExpect;

/**
 * A provider's verification: replays every consumer's committed pact with `provider` against the
 * running service at `providerBaseUrl` (with its state handlers, request filter…); rejects on a mismatch.
 */
export async function verifyCommittedPacts(
  provider: string,
  providerBaseUrl: string,
  options: Omit<VerifierOptions, 'provider' | 'providerBaseUrl' | 'pactUrls'> = {},
): Promise<void> {
  await new Verifier({
    provider,
    providerBaseUrl,
    pactUrls: committedPactsWith(provider),
    logLevel: 'error',
    ...options,
  }).verifyProvider();
}

/** Every consumer's committed pact with `provider`: what its verification replays. */
export function committedPactsWith(provider: string): string[] {
  return readdirSync(pactsDir)
    .filter((file) => file.endsWith(`-${provider}.json`))
    .map((file) => path.join(pactsDir, file));
}

export interface Contract {
  pact: PactV3;
  /** The pact file this run wrote (a scratch folder: the committed one changes only on purpose). */
  written: string;
  committed: string;
}

/** A pact written to a scratch folder, to be compared with the committed `<consumer>-<provider>.json`. */
export function contractWith(consumer: string, provider: string, port?: number): Contract {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-pact-'));
  const file = `${consumer}-${provider}.json`;
  return {
    pact: new PactV3({ consumer, provider, dir, port, logLevel: 'error' }),
    written: path.join(dir, file),
    committed: path.join(pactsDir, file),
  };
}

/**
 * The last case of a consumer's file: what its tests expect now must be what the provider verifies.
 * A changed expectation fails here until the developer rewrites the committed file (PACT_UPDATE=1)
 * and commits it, so the provider's team sees the change in review and in its own verification.
 */
export function itMatchesTheCommittedPact(
  consumer: string,
  provider: string,
  contractOf: () => Contract,
): void {
  const name = `libs/contracts/pacts/${consumer}-${provider}.json`;
  it(`when its expectations are written, then they are ${name} (PACT_UPDATE=1 rewrites it)`, () => {
    const contract = contractOf();
    const written = readFileSync(contract.written, 'utf8');
    if (process.env.PACT_UPDATE === '1') writeFileSync(contract.committed, written);
    const committed = existsSync(contract.committed) ? readFileSync(contract.committed, 'utf8') : 'null';
    expect(JSON.parse(committed)).toEqual(JSON.parse(written));
  });
}
