interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
