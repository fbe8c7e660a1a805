/**
 * Whether this process traces, and what it does before exiting: export the spans still batched.
 * Kept apart from sdk.ts so the kit asks without loading the SDK.
 */
let flushBeforeExit: (() => Promise<void>) | undefined;

export function markTracingStarted(flush: () => Promise<void>): void {
  flushBeforeExit = flush;
}

export function markTracingStopped(): void {
  flushBeforeExit = undefined;
}

export function isTracing(): boolean {
  return flushBeforeExit !== undefined;
}

export async function flushTraces(): Promise<void> {
  await flushBeforeExit?.().catch(() => undefined);
}
