import type { StockShortage, StockShortageAnswer } from '@glow/contracts';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../session/session-store';
import { createStore, useStore } from '../store/create-store';

interface Reported {
  userId: string | null;
  shortages: readonly StockShortage[];
}

const none: Reported = { userId: null, shortages: [] };
const store = createStore<Reported>(none);

const userId = () => sessionStore.get().user?._id ?? null;

function isShortageAnswer(body: unknown): body is StockShortageAnswer {
  return Array.isArray((body as Partial<StockShortageAnswer> | null)?.shortages);
}

/** A 409 from checkout: the lines the catalog could not hold, or null for any other failure. */
export function shortagesIn(error: unknown): readonly StockShortage[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !isShortageAnswer(error.body)) return null;
  return error.body.shortages;
}

/** The catalog's sentence for one line, as checkout words the first: 'Only 2 of X left.' or 'Sorry, X is sold out.' */
export const shortageSentence = ({ name, left }: StockShortage) =>
  left > 0 ? `Only ${left} of ${name} left.` : `Sorry, ${name} is sold out.`;

/**
 * What the last checkout could not have, kept for the cart's lines: checkout's Pay Now and the cart
 * lines are different features (and could be different apps), so they meet here.
 */
export const stockShortages = {
  get: (): readonly StockShortage[] => (store.get().userId === userId() ? store.get().shortages : []),
  clear: () => store.set(none),
  /** Runs a checkout call: forgets the last shortages, and keeps those its 409 names. */
  async follow<T>(call: Promise<T>): Promise<T> {
    store.set(none);
    try {
      return await call;
    } catch (error) {
      const shortages = shortagesIn(error);
      if (shortages) store.set({ userId: userId(), shortages });
      throw error;
    }
  },
  subscribe: store.subscribe,
};

/** The signed-in shopper's shortages from their last checkout (none for anyone else). */
export function useStockShortages(): readonly StockShortage[] {
  const reported = useStore(store);
  const session = useStore(sessionStore);
  return reported.userId === (session.user?._id ?? null) ? reported.shortages : [];
}
