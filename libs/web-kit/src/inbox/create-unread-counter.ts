import type { BrowserEvents, UnreadCount } from '@glow/contracts';
import { isUnreadCount, reduceUnread, unknownUnread, type Sent, type UnreadAction } from './unread-count';

type MessageEvent = BrowserEvents['newMessage'];

/** What the counter is wired to; the real ones are in `unread-counter.ts`, tests give fakes. */
export interface UnreadCounterDeps {
  fetchCount(): Promise<unknown>;
  signedInUserId(): string | null | undefined;
  onSessionChange(listener: () => void): () => void;
  onMessage(handler: (message: MessageEvent) => void): () => void;
  onCountPushed(handler: (count: unknown) => void): () => void;
  onConnect(listener: () => void): () => void;
  show(count: number): void;
  log(problem: string, detail: unknown): void;
}

export interface UnreadCounter {
  /** Follows the session and the live connection until the returned stop; idempotent. */
  start(): () => void;
  /**
   * Runs a call answered with an unread count (`PUT /api/inbox/mark-as-read`) and takes its answer
   * as the new count, unless a newer count came in meanwhile.
   */
  track<T extends UnreadCount>(call: () => Promise<T>): Promise<T>;
  readonly count: number;
}

export function createUnreadCounter(deps: UnreadCounterDeps): UnreadCounter {
  let state = unknownUnread;
  // undefined until the session is known; null when nobody is signed in.
  let userId: string | null | undefined;
  // Grows with every sign-in, sign-out and stop: an answer for an earlier one is dropped.
  let signIn = 0;
  let stop: (() => void) | null = null;
  let requests = 0;

  function dispatch(action: UnreadAction): void {
    const next = reduceUnread(state, action);
    if (next === state) return;
    const shownBefore = state.count;
    state = next;
    if (state.count !== shownBefore) deps.show(state.count);
  }

  /** Takes the answer of a request sent now, unless someone signed in or out meanwhile. */
  function answerTaker(): (answer: unknown) => boolean {
    const mine = signIn;
    const sent: Sent = { request: ++requests, pushes: state.pushes };
    return (answer) => {
      if (mine !== signIn || !userId) return true;
      if (!isUnreadCount(answer)) return false;
      dispatch({ type: 'answered', count: answer, sent });
      return true;
    };
  }

  async function track<T extends UnreadCount>(call: () => Promise<T>): Promise<T> {
    const take = answerTaker();
    const answer = await call();
    take(answer);
    return answer;
  }

  function refresh(): void {
    if (!userId) return;
    const take = answerTaker();
    deps.fetchCount().then(
      (answer) => {
        if (!take(answer)) deps.log('The unread count answer is not a count', answer);
      },
      (error: unknown) => deps.log('Fetching the unread count failed', error),
    );
  }

  function followSession(): void {
    const next = deps.signedInUserId();
    if (next === undefined || next === userId) return;
    userId = next;
    signIn += 1;
    state = unknownUnread;
    deps.show(0);
    refresh();
  }

  function onMessage({ user, seq }: MessageEvent): void {
    if (!userId || (user !== userId && user !== 'all')) return;
    if (Number.isFinite(seq)) dispatch({ type: 'message', seq });
    else deps.log('A live message without its position was not counted', seq);
  }

  function onCountPushed(count: unknown): void {
    if (!userId) return;
    if (isUnreadCount(count)) dispatch({ type: 'pushed', count });
    else deps.log('An unread count event without count and position was ignored', count);
  }

  return {
    start() {
      if (stop) return stop;
      const stops = [
        deps.onSessionChange(followSession),
        deps.onMessage(onMessage),
        deps.onCountPushed(onCountPushed),
        deps.onConnect(refresh),
      ];
      followSession();
      const current = () => {
        if (stop !== current) return;
        stops.forEach((unsubscribe) => unsubscribe());
        stop = null;
        signIn += 1;
        userId = undefined;
        state = unknownUnread;
      };
      stop = current;
      return current;
    },
    track,
    get count() {
      return state.count;
    },
  };
}
