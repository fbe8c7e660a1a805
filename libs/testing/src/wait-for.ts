/** Polls `check` until it answers true (or a truthy value), failing with `what` after the timeout. */
type Falsy = false | 0 | '' | null | undefined;

export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 5_000,
  everyMs = 20,
): Promise<Exclude<T, Falsy>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Exclude<T, Falsy>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
