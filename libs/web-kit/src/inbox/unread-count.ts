import type { UnreadCount } from '@glow/contracts';

/**
 * The unread count as the browser knows it. `through` is the newest message position the last
 * accepted count had seen; `counted` holds the positions of live messages added on top of it, so a
 * message is never counted twice however its event and the counts arrive.
 *
 * Between two counts at the same position only reads happened, so their order decides. Pushed
 * counts come in the server's order. An HTTP answer loses to a count pushed after it was requested
 * (`pushes`), and to the answer of a later request (`request`): a request sent after a reconnection
 * sees the reads whose pushes were lost while offline.
 */
export interface UnreadState {
  count: number;
  through: number;
  counted: readonly number[];
  /** Pushed counts taken so far. */
  pushes: number;
  /** The number of the request whose answer was taken last. */
  request: number;
}

/** When an HTTP request was sent: its number (growing) and `pushes` at the time. */
export interface Sent {
  request: number;
  pushes: number;
}

export type UnreadAction =
  /** newMessage / adminMessage addressed to the reader or to 'all'. */
  | { type: 'message'; seq: number }
  /** unreadCountUpdated: pushed in the server's order. */
  | { type: 'pushed'; count: UnreadCount }
  /** The answer of `GET /api/inbox/unread-count` or `PUT /api/inbox/mark-as-read`. */
  | { type: 'answered'; count: UnreadCount; sent: Sent };

/** Before the first count: live messages are counted from zero until a count comes. */
export const unknownUnread: UnreadState = {
  count: 0,
  through: Number.NEGATIVE_INFINITY,
  counted: [],
  pushes: 0,
  request: 0,
};

function replace(state: UnreadState, { count, through }: UnreadCount): UnreadState {
  const counted = state.counted.filter((seq) => seq > through);
  return { ...state, count: count + counted.length, through, counted };
}

export function reduceUnread(state: UnreadState, action: UnreadAction): UnreadState {
  switch (action.type) {
    case 'message':
      if (action.seq <= state.through || state.counted.includes(action.seq)) return state;
      return { ...state, count: state.count + 1, counted: [...state.counted, action.seq] };
    case 'pushed':
      if (action.count.through < state.through) return state;
      return { ...replace(state, action.count), pushes: state.pushes + 1 };
    case 'answered': {
      const { count, sent } = action;
      const superseded = sent.pushes !== state.pushes || sent.request < state.request;
      if (count.through < state.through || (count.through === state.through && superseded)) return state;
      return { ...replace(state, count), request: sent.request };
    }
  }
}

export function isUnreadCount(value: unknown): value is UnreadCount {
  const { count, through } = (value ?? {}) as Partial<Record<keyof UnreadCount, unknown>>;
  return Number.isInteger(count) && (count as number) >= 0 && Number.isFinite(through);
}
