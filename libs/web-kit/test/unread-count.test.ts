import type { UnreadCount } from '@glow/contracts';
import { reduceUnread, unknownUnread, type UnreadAction, type UnreadState } from '../src/inbox/unread-count';

const apply = (actions: UnreadAction[], from: UnreadState = unknownUnread) =>
  actions.reduce(reduceUnread, from);
const counted = (count: number, through: number): UnreadAction => ({
  type: 'pushed',
  count: { count, through },
});
const answered = (count: number, through: number, request: number, pushes = 0): UnreadAction => ({
  type: 'answered',
  count: { count, through },
  sent: { request, pushes },
});
const message = (seq: number): UnreadAction => ({ type: 'message', seq });

describe('unread count reducer', () => {
  it('when live messages arrive before any count, then each counts once', () => {
    expect(apply([message(1), message(2), message(1)]).count).toBe(2);
  });

  it('when a live message is at or below the count position, then it is already in the count', () => {
    expect(apply([counted(3, 7), message(7), message(5)]).count).toBe(3);
  });

  it('when a count arrives after live messages above its position, then they are added to it', () => {
    const state = apply([message(8), message(9), counted(1, 8)]);

    expect(state).toMatchObject({ count: 2, through: 8, counted: [9] });
  });

  it('when a count arrives with a lower position than the current one, then it is stale and ignored', () => {
    expect(apply([counted(4, 9), counted(6, 7)]).count).toBe(4);
  });

  it('when a count is pushed at the same position (a read), then it replaces the count', () => {
    expect(apply([counted(4, 9), counted(0, 9)]).count).toBe(0);
  });

  it('when an answer was requested before a pushed count at its position, then the answer is ignored', () => {
    const state = apply([answered(4, 9, 1), counted(0, 9)]);

    expect(apply([answered(3, 9, 2, 0)], state).count).toBe(0);
    expect(apply([answered(3, 9, 3, 1)], state).count).toBe(3);
  });

  it('when answers at the same position arrive, then the later request wins', () => {
    expect(apply([answered(0, 9, 2), answered(4, 9, 1)]).count).toBe(0);
    expect(apply([answered(4, 9, 1), answered(0, 9, 2)]).count).toBe(0);
  });

  it('when an answer is newer than every count so far, then it is taken even if counts came meanwhile', () => {
    const state = apply([answered(4, 9, 1), counted(0, 9)]);

    expect(apply([answered(2, 11, 2, 0), message(12)], state).count).toBe(3);
  });
});

/** mulberry32: a seeded generator, so a failing interleaving can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)] as T };
}

/** The messaging service: one position sequence for every message, the reader's unread set. */
class Server {
  seq = 0;
  readonly unread = new Set<number>();
  readonly mine: number[] = [];

  send(toReader: boolean): number {
    this.seq += 1;
    if (toReader) {
      this.unread.add(this.seq);
      this.mine.push(this.seq);
    }
    return this.seq;
  }

  read(seqs: number[]): UnreadCount {
    for (const seq of seqs) this.unread.delete(seq);
    return this.snapshot();
  }

  snapshot(): UnreadCount {
    return { count: this.unread.size, through: this.seq };
  }
}

/** One Kafka partition pushed to the browser: in order, redelivered from an earlier offset at times. */
class Stream {
  readonly events: UnreadAction[] = [];
  cursor = 0;

  get waiting(): boolean {
    return this.cursor < this.events.length;
  }

  take(): UnreadAction {
    return this.events[this.cursor++] as UnreadAction;
  }

  rewind(by: number): void {
    this.cursor = Math.max(0, this.cursor - by);
  }
}

interface Call {
  kind: 'count' | 'read';
  sent: { request: number; pushes: number };
  answer?: UnreadCount;
}

/**
 * A random history: sends to the reader, to everyone and to others; reads here (with an HTTP answer)
 * and in another tab (pushed only); the count fetched at sign-in and on every (re)connection; events
 * lost while disconnected; streams delivered in any interleaving, with redeliveries; answers late.
 */
function simulate(seed: number): { shown: number; truth: number } {
  const rnd = random(seed);
  const server = new Server();
  const streams = { personal: new Stream(), all: new Stream(), counts: new Stream() };
  const calls: Call[] = [];
  let state = unknownUnread;
  let connected = false;

  const dispatch = (action: UnreadAction) => (state = reduceUnread(state, action));
  let requests = 0;
  const request = (kind: Call['kind']) =>
    calls.push({ kind, sent: { request: ++requests, pushes: state.pushes } });
  const pickRead = () => server.mine.filter(() => rnd.next() < 0.5);
  const connect = () => {
    connected = true;
    request('count');
  };

  const serverSteps = [
    () => streams.personal.events.push({ type: 'message', seq: server.send(true) }),
    () => streams.all.events.push({ type: 'message', seq: server.send(true) }),
    () => server.send(false),
    () => streams.counts.events.push({ type: 'pushed', count: server.read(pickRead()) }),
  ];
  const process = (call: Call) => {
    call.answer = call.kind === 'read' ? server.read(pickRead()) : server.snapshot();
    if (call.kind === 'read') streams.counts.events.push({ type: 'pushed', count: call.answer });
  };
  const deliveries = () => [
    ...Object.values(streams)
      .filter((stream) => stream.waiting)
      .map((stream) => () => {
        const event = stream.take();
        if (connected) dispatch(event);
      }),
    ...calls.filter((call) => !call.answer).map((call) => () => process(call)),
    ...calls
      .filter((call) => call.answer)
      .map((call) => () => {
        calls.splice(calls.indexOf(call), 1);
        dispatch({ type: 'answered', count: call.answer as UnreadCount, sent: call.sent });
      }),
  ];

  for (let i = rnd.int(4); i > 0; i--) rnd.pick(serverSteps)();
  request('count');
  for (let step = 0; step < 60; step++) {
    const roll = rnd.next();
    if (roll < 0.3) rnd.pick(serverSteps)();
    else if (roll < 0.38) request('read');
    else if (roll < 0.4) request('count');
    else if (roll < 0.44) {
      if (connected) connected = false;
      else connect();
    } else if (roll < 0.48) rnd.pick(Object.values(streams)).rewind(1 + rnd.int(4));
    else {
      const options = deliveries();
      if (options.length > 0) rnd.pick(options)();
    }
  }
  if (!connected) connect();
  for (let options = deliveries(); options.length > 0; options = deliveries()) rnd.pick(options)();
  return { shown: state.count, truth: server.unread.size };
}

describe('unread count against random interleavings', () => {
  it('when every event and answer has arrived, in any order and with redeliveries, then the count is the server one', () => {
    const wrong: number[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const { shown, truth } = simulate(seed);
      if (shown !== truth) wrong.push(seed);
    }

    expect(wrong).toEqual([]);
  });
});
