import { sharedFreshReads } from '../src/products/domain/listing-page-cache';

/** A read whose answers the test hands out one by one. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let reads = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      reads += 1;
      pending.push(resolve);
    });
  return { read, answer: (value: number) => pending.shift()!(value), reads: () => reads };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedFreshReads', () => {
  it('when callers arrive while a read is in flight, then they share the next read, never the running one', async () => {
    const source = controlledRead();
    const current = sharedFreshReads(source.read);

    const first = current();
    const second = current();
    const third = current();
    expect(source.reads()).toBe(1);

    source.answer(1);
    expect(await first).toBe(1);
    await tick();
    expect(source.reads()).toBe(2);
    source.answer(2);

    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('when no read is in flight, then a caller starts its own', async () => {
    const source = controlledRead();
    const current = sharedFreshReads(source.read);

    const first = current();
    source.answer(1);
    await first;
    const later = current();
    source.answer(5);

    expect(await later).toBe(5);
    expect(source.reads()).toBe(2);
  });

  it('when a read fails, then its callers get the error and the next caller reads again', async () => {
    let fail = true;
    const current = sharedFreshReads(async () => {
      if (fail) throw new Error('database away');
      return 7;
    });

    await expect(current()).rejects.toThrow('database away');
    fail = false;

    expect(await current()).toBe(7);
  });
});
