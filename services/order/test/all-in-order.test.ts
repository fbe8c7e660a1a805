import { allInOrder } from '../src/domain/all-in-order';

const after = <T>(ms: number, settle: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(settle());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

describe('allInOrder', () => {
  it('when every read succeeds, then their values come back in the order given', async () => {
    expect(
      await allInOrder([after(20, () => 'cart'), after(1, () => 2), Promise.resolve(undefined)]),
    ).toEqual(['cart', 2, undefined]);
  });

  it('when two reads fail, then the error is the first one given, though the other failed sooner', async () => {
    const limit = new Error('too many unpaid orders');
    const cart = new Error('cart unreachable');
    let cartFailedAt = 0;
    let limitFailedAt = 0;

    const outcome = allInOrder([
      after(30, () => {
        limitFailedAt = performance.now();
        throw limit;
      }),
      after(1, () => {
        cartFailedAt = performance.now();
        throw cart;
      }),
    ]);

    await expect(outcome).rejects.toBe(limit);
    expect(cartFailedAt).toBeLessThan(limitFailedAt);
  });

  it('when an early read fails, then the later ones are still waited for', async () => {
    let lateReadDone = false;

    await expect(
      allInOrder([
        Promise.reject(new Error('first')),
        after(20, () => {
          lateReadDone = true;
        }),
      ]),
    ).rejects.toThrow('first');
    expect(lateReadDone).toBe(true);
  });
});
