import { act, renderHook } from '@testing-library/react';
import type { StockShortageAnswer } from '@glow/contracts';
import {
  api,
  isSoldOut,
  quantityLimit,
  session,
  shortageSentence,
  stockShortages,
  useStockShortages,
} from '../src';
import { admin, installFetch, shopper, token } from '../src/testing';

const shortage: StockShortageAnswer = {
  message: 'Only 2 of Argan Oil Serum left.',
  shortages: [
    { productId: 'p1', name: 'Argan Oil Serum', requested: 5, left: 2 },
    { productId: 'p2', name: 'Shea Butter', requested: 1, left: 0 },
  ],
};

const checkout = () => stockShortages.follow(api.post('/api/orders/checkout', {}));

beforeEach(() => {
  act(() => session.login(token, shopper));
  act(() => stockShortages.clear());
});

describe('stock limits', () => {
  it.each([
    [null, 99, false],
    [0, 0, true],
    [3, 3, false],
    [500, 99, false],
  ])('when a product’s stock is %p, then a line holds at most %p (sold out: %p)', (stock, limit, soldOut) => {
    expect(quantityLimit({ stock })).toBe(limit);
    expect(isSoldOut({ stock })).toBe(soldOut);
  });
});

describe('stock shortages from checkout', () => {
  it('when checkout answers 409 with shortages, then they are kept with the server’s message on the error', async () => {
    installFetch(() => ({ status: 409, body: shortage }));
    const { result } = renderHook(() => useStockShortages());

    await act(() => expect(checkout()).rejects.toThrow('Only 2 of Argan Oil Serum left.'));

    expect(result.current).toEqual(shortage.shortages);
    expect(result.current.map(shortageSentence)).toEqual([
      'Only 2 of Argan Oil Serum left.',
      'Sorry, Shea Butter is sold out.',
    ]);
  });

  it('when the next checkout is tried, then the old shortages go, and another failure keeps none', async () => {
    installFetch(() => ({ status: 409, body: shortage }));
    await act(() => expect(checkout()).rejects.toThrow());
    installFetch(() => ({ status: 500, body: { message: 'Failed to initiate payment' } }));

    await act(() => expect(checkout()).rejects.toThrow('Failed to initiate payment'));

    expect(stockShortages.get()).toEqual([]);
  });

  it('when a 409 carries no shortages, then nothing is kept', async () => {
    installFetch(() => ({ status: 409, body: { message: 'Order already paid' } }));

    await act(() => expect(checkout()).rejects.toThrow('Order already paid'));

    expect(stockShortages.get()).toEqual([]);
  });

  it('when another user signs in on the device, then they do not see the first user’s shortages', async () => {
    installFetch(() => ({ status: 409, body: shortage }));
    await act(() => expect(checkout()).rejects.toThrow());
    const { result } = renderHook(() => useStockShortages());
    expect(result.current).toHaveLength(2);

    act(() => session.login(token, admin));

    expect(result.current).toEqual([]);
    expect(stockShortages.get()).toEqual([]);
  });
});
