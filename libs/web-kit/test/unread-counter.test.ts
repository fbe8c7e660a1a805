import type { BrowserEvents, UnreadCount } from '@glow/contracts';
import { createUnreadCounter } from '../src/inbox/create-unread-counter';

type Message = BrowserEvents['newMessage'];

/** The counter's surroundings, driven by hand: session, live connection, HTTP answers, the badge. */
function harness({ signedIn }: { signedIn: string | null | undefined } = { signedIn: 'u1' }) {
  let userId = signedIn;
  const listeners = { session: new Set<() => void>(), connect: new Set<() => void>() };
  const messageHandlers = new Set<(message: Message) => void>();
  const countHandlers = new Set<(count: unknown) => void>();
  const answers: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const shown: number[] = [];
  const logged: string[] = [];
  const track = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  const counter = createUnreadCounter({
    fetchCount: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    signedInUserId: () => userId,
    onSessionChange: (listener) => track(listeners.session, listener),
    onMessage: (handler) => track(messageHandlers, handler),
    onCountPushed: (handler) => track(countHandlers, handler),
    onConnect: (listener) => track(listeners.connect, listener),
    show: (count) => shown.push(count),
    log: (problem) => logged.push(problem),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    counter,
    shown,
    logged,
    answers,
    get badge() {
      return shown.at(-1);
    },
    signIn(id: string | null) {
      userId = id;
      listeners.session.forEach((listener) => listener());
    },
    connect: () => listeners.connect.forEach((listener) => listener()),
    message: (user: string, seq: number) =>
      messageHandlers.forEach((handler) =>
        handler({ _id: `m${seq}`, user, message: 'Hi', createdAt: '2026-01-01T00:00:00Z', seq }),
      ),
    push: (count: unknown) => countHandlers.forEach((handler) => handler(count)),
    async answer(index: number, count: UnreadCount | unknown) {
      answers[index]?.resolve(count);
      await settle();
    },
    async fail(index: number) {
      answers[index]?.reject(new Error('offline'));
      await settle();
    },
  };
}

describe('unread counter', () => {
  it('when the signed-in user is known at start, then the count is fetched and shown', async () => {
    const page = harness();
    page.counter.start();

    await page.answer(0, { count: 3, through: 10 });

    expect(page.answers).toHaveLength(1);
    expect(page.badge).toBe(3);
  });

  it('when the session is still loading, then nothing is fetched until the user is known', async () => {
    const page = harness({ signedIn: undefined });
    page.counter.start();
    expect(page.answers).toHaveLength(0);

    page.signIn('u1');
    await page.answer(0, { count: 2, through: 4 });

    expect(page.badge).toBe(2);
  });

  it('when the live connection (re)connects, then the count is fetched again', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 1, through: 5 });

    page.connect();
    await page.answer(1, { count: 4, through: 9 });

    expect(page.badge).toBe(4);
  });

  it('when messages to the user or to all arrive, then each adds one; others and repeats add nothing', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 1, through: 5 });

    page.message('u1', 6);
    page.message('all', 7);
    page.message('u2', 8);
    page.message('all', 7);
    page.message('u1', 4);

    expect(page.badge).toBe(3);
  });

  it('when a count is pushed, then it replaces the count, keeping live messages above its position', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 1, through: 5 });
    page.message('u1', 6);
    page.message('u1', 7);

    page.push({ count: 0, through: 6 });

    expect(page.badge).toBe(1);
  });

  it('when a count was pushed after the fetch was sent, then the fetch answer at that position is ignored', async () => {
    const page = harness();
    page.counter.start();

    page.push({ count: 0, through: 5 });
    await page.answer(0, { count: 2, through: 5 });

    expect(page.badge).toBe(0);
  });

  it('when the inbox marks messages read, then the answer replaces the count', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 2, through: 5 });

    const answer = await page.counter.track(async () => ({ count: 0, through: 5 }));

    expect(answer).toEqual({ count: 0, through: 5 });
    expect(page.badge).toBe(0);
  });

  it('when the user signs out, then the count is cleared and late answers and events change nothing', async () => {
    const page = harness();
    page.counter.start();

    page.signIn(null);
    await page.answer(0, { count: 7, through: 5 });
    page.message('all', 9);
    page.push({ count: 4, through: 9 });

    expect(page.badge).toBe(0);
    expect(page.answers).toHaveLength(1);
  });

  it('when another user signs in, then the count starts afresh from their fetch', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 7, through: 5 });

    page.signIn('u2');
    expect(page.badge).toBe(0);
    await page.answer(1, { count: 1, through: 5 });

    expect(page.badge).toBe(1);
  });

  it('when the fetch fails or answers nonsense, then it is only logged', async () => {
    const page = harness();
    page.counter.start();
    page.message('u1', 3);

    await page.fail(0);
    page.connect();
    await page.answer(1, { count: 'many' });

    expect(page.badge).toBe(1);
    expect(page.logged).toEqual([
      'Fetching the unread count failed',
      'The unread count answer is not a count',
    ]);
  });

  it('when a pushed count or a message lacks its numbers (poisoned), then it is ignored and logged', async () => {
    const page = harness();
    page.counter.start();
    await page.answer(0, { count: 2, through: 5 });

    page.push({ count: 9 });
    page.message('u1', Number.NaN);

    expect(page.badge).toBe(2);
    expect(page.logged).toHaveLength(2);
  });

  it('when started twice and stopped, then it listens once and no more after the stop', async () => {
    const page = harness();
    const stop = page.counter.start();
    expect(page.counter.start()).toBe(stop);

    stop();
    page.connect();
    page.message('u1', 9);

    expect(page.answers).toHaveLength(1);
    expect(page.counter.count).toBe(0);
  });
});
