import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EventEnvelope } from './envelope';
import type { Topic } from './topics';

/**
 * Every published version of every topic, kept for the compatibility checks (not for production
 * code): `<topic>/v<N>.json` holds events exactly as producers of version N wrote them, and
 * `<topic>/v<N>.schema.json` that version's payload schema as JSON Schema.
 */
export const fixturesDir = path.join(__dirname, '..', 'fixtures');

/** The HTTP contracts between services (Pact files, `<consumer>-<provider>.json`): docs/contract-tests.md. */
export const pactsDir = path.join(__dirname, '..', 'pacts');

/** The versions recorded for a topic, oldest first. */
export function recordedVersions(topic: Topic): number[] {
  let files: string[];
  try {
    files = readdirSync(path.join(fixturesDir, topic));
  } catch {
    return [];
  }
  return files
    .map((file) => /^v(\d+)\.json$/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function readJson(topic: Topic, file: string): unknown {
  return JSON.parse(readFileSync(path.join(fixturesDir, topic, file), 'utf8')) as unknown;
}

/** The events kept for one version of a topic. */
export function recordedEvents(topic: Topic, version: number): EventEnvelope[] {
  return readJson(topic, `v${version}.json`) as EventEnvelope[];
}

/** One version's payload schema as it was recorded (JSON Schema, draft 7). */
export function recordedSchema(topic: Topic, version: number): Record<string, unknown> {
  return readJson(topic, `v${version}.schema.json`) as Record<string, unknown>;
}
