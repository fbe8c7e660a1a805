/**
 * Independent reads at once, failing as they would have one after another: with the first error in
 * the order given, whichever came back first, so a shopper's answer does not depend on timing. Every
 * read is waited for, so none is left to fail unheard.
 */
export async function allInOrder<T extends readonly unknown[]>(
  reads: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(reads);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
