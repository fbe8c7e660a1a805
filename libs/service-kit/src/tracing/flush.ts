/**
 * What the started tracing (if any) does before the process exits: export the spans still
 * batched. Kept apart from start-tracing.ts so the kit's shutdown need not load the SDK.
 */
let flushBeforeExit: (() => Promise<void>) | undefined;

export function onTracesFlush(flush: () => Promise<void>): void {
  flushBeforeExit = flush;
}

export async function flushTraces(): Promise<void> {
  await flushBeforeExit?.().catch(() => undefined);
}
