import { act, screen, within } from '@testing-library/react';
import { badges, live, session, unreadCounter } from '@glow/web-kit';
import { installFetch, shopper, token, type FakeAnswer } from '@glow/web-kit/testing';
import type { InboxMessage } from '@glow/contracts';
import { InboxPage } from '../src/features/inbox';
import { renderScreen, resetBrowser, settle } from './screen-harness';

type Fire = (event: string, payload: unknown) => void;
const sockets: { fire: Fire }[] = [];

// The live connection's socket: the test fires what the notification service would push.
jest.mock('socket.io-client', () => ({
  io: jest.fn(() => {
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const socket = {
      on: () => socket,
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener) && socket,
      emit: () => socket,
      disconnect: () => socket,
      connect: () => socket,
      fire: (event: string, payload: unknown) => listeners.forEach((listener) => listener(event, payload)),
    };
    sockets.push(socket);
    return socket;
  }),
}));

const message = (seq: number, read: boolean, user = shopper._id): InboxMessage => ({
  _id: `m${seq}`,
  user,
  message: `Message number ${seq}`,
  read,
  createdAt: '2026-03-14T09:30:00.000Z',
  seq,
});

interface Server {
  inbox?: () => FakeAnswer | Promise<FakeAnswer>;
  markAsRead?: () => FakeAnswer;
}

function serve({ inbox = () => ({ status: 200, body: [] }), markAsRead }: Server) {
  return installFetch((url, init) => {
    if (url === '/api/inbox/unread-count') return { status: 200, body: { count: 2, through: 3 } };
    if (url === '/api/inbox/mark-as-read')
      return markAsRead?.() ?? { status: 200, body: { count: 0, through: 9 } };
    if (url === '/api/inbox' && init.method === 'GET') return inbox();
    return { status: 404 };
  });
}

const marks = (fetch: jest.Mock) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/inbox/mark-as-read')
    .map(([, init]) => [(init as RequestInit).method, JSON.parse((init as RequestInit).body as string)]);

let stopCounter: () => void = () => undefined;

beforeEach(() => {
  resetBrowser('/inbox');
  sockets.length = 0;
  session.login(token, shopper);
});

afterEach(() => {
  stopCounter();
  live.disconnect();
});

async function openInbox(server: Server) {
  const fetch = serve(server);
  stopCounter = unreadCounter.start();
  const user = renderScreen(<InboxPage />, '/inbox');
  await settle();
  return { fetch, user };
}

describe('inbox screen', () => {
  it('when the messages are loading, then it says so, titled Inbox', async () => {
    await openInbox({ inbox: () => new Promise<FakeAnswer>(() => undefined) });

    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading messages...' })).toBeInTheDocument();
    expect(document.title).toBe('Inbox | Glow');
  });

  it('when messages load, then they show newest first with their date, the unread ones marked New and then marked read', async () => {
    const { fetch } = await openInbox({
      inbox: () => ({ status: 200, body: [message(3, false, 'all'), message(2, false), message(1, true)] }),
    });

    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Message number 3',
      'Message number 2',
      'Message number 1',
    ]);
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).getByText('New')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('New')).toBeNull();
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14T09:30:00.000Z');
    expect(items[0]!.querySelector('time')).toHaveTextContent('14 Mar 2026');
    expect(marks(fetch)).toEqual([['PUT', { ids: ['m3', 'm2'] }]]);
    expect(badges.get().inbox).toBe(0);
  });

  it('when more messages are unread than one call takes, then they are marked in calls of 200', async () => {
    const many = Array.from({ length: 201 }, (_, index) => message(201 - index, false));
    const { fetch } = await openInbox({ inbox: () => ({ status: 200, body: many }) });

    expect(marks(fetch).map(([, body]) => body.ids.length)).toEqual([200, 1]);
  });

  it('when every message is already read, then nothing is marked', async () => {
    const { fetch } = await openInbox({ inbox: () => ({ status: 200, body: [message(1, true)] }) });

    expect(screen.getByText('Message number 1')).toBeInTheDocument();
    expect(marks(fetch)).toEqual([]);
    expect(badges.get().inbox).toBe(2);
  });

  it('when the inbox is empty, then it says No messages found.', async () => {
    await openInbox({ inbox: () => ({ status: 200, body: [] }) });

    expect(screen.getByText('No messages found.')).toBeInTheDocument();
  });

  it('when the answer is not a list, then it says Received invalid data format.', async () => {
    await openInbox({ inbox: () => ({ status: 200, body: { messages: [] } }) });

    expect(screen.getByRole('alert')).toHaveTextContent('Received invalid data format.');
  });

  it('when the inbox cannot be fetched, then it says so, and Retry loads it again', async () => {
    let attempt = 0;
    const { user } = await openInbox({
      inbox: () =>
        ++attempt === 1
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { status: 200, body: [message(1, true)] },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch inbox messages.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Message number 1')).toBeInTheDocument();
  });

  it('when marking read fails, then a toast says Failed to mark inbox as read and the messages stay New', async () => {
    await openInbox({
      inbox: () => ({ status: 200, body: [message(1, false)] }),
      markAsRead: () => ({ status: 500 }),
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to mark inbox as read');
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('when a message arrives live while the page is open, then it shows at the top and is marked read too', async () => {
    const { fetch } = await openInbox({ inbox: () => ({ status: 200, body: [message(1, true)] }) });

    const { read: _, ...pushed } = message(4, false, 'all');
    act(() => sockets[0]!.fire('newMessage', pushed));
    act(() => sockets[0]!.fire('adminMessage', message(5, false, 'someone-else')));
    await settle();

    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Message number 4');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(marks(fetch)).toEqual([['PUT', { ids: ['m4'] }]]);
    expect(badges.get().inbox).toBe(0);
  });

  it('when a message arrives live while the inbox is still loading, then it is shown with the loaded ones', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    await openInbox({ inbox: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });

    const { read: _, ...pushed } = message(2, false);
    act(() => sockets[0]!.fire('newMessage', pushed));
    answer({ status: 200, body: [message(1, false)] });
    await settle();

    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Message number 2',
      'Message number 1',
    ]);
  });
});
