import type { RatesUpstream } from './rates-upstream';
import type { Stack } from './stack';

export interface RunningStack {
  stack: Stack;
  upstream: RatesUpstream;
}

declare global {
  // Jest runs the global setup and teardown in the same process: the handle waits here in between.
  var glowE2eRunning: RunningStack | undefined;
}

export function keepRunning(running: RunningStack): void {
  globalThis.glowE2eRunning = running;
}

export function takeRunning(): RunningStack | undefined {
  const running = globalThis.glowE2eRunning;
  globalThis.glowE2eRunning = undefined;
  return running;
}
