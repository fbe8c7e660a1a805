import { act, screen } from '@testing-library/react';
import { session } from '@glow/web-kit';
import { installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { shopper } from './chrome-test-kit';

type Listener = (...args: unknown[]) => void;
const sockets: { fire(event: string, payload?: unknown): void }[] = [];

jest.mock('socket.io-client', () => ({
  io: jest.fn(() => {
    const named = new Map<string, Listener[]>();
    const any: Listener[] = [];
    const socket = {
      active: true,
      connected: false,
      on: (event: string, listener: Listener) =>
        named.set(event, [...(named.get(event) ?? []), listener]) && socket,
      onAny: (listener: Listener) => any.push(listener) && socket,
      emit: () => socket,
      connect: () => socket,
      disconnect: () => socket,
      fire(event: string, payload?: unknown) {
        if (event === 'connect') named.get('connect')?.forEach((listener) => listener());
        else any.forEach((listener) => listener(event, payload));
      },
    };
    sockets.push(socket);
    return socket;
  }),
}));

// The routing of the microfrontends is not what this test is about.
jest.mock('../src/root-config', () => ({ startRootConfig: () => undefined }));

let unreadAnswer: () => FakeAnswer = () => ({ status: 200, body: { count: 0, through: 0 } });
const countRequests: string[] = [];

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The header's and the bottom bar's Inbox links: each says the count in its name. */
/** A link's name from its text, as the header and bottom bar give it (aria-hidden badges left out). */
function nameOf(link: HTMLElement): string {
  const copy = link.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() ?? '';
}

const inboxLinkNames = () => [...new Set(screen.getAllByRole('link', { name: /^Inbox/ }).map(nameOf))];

beforeAll(async () => {
  document.body.innerHTML = '<div id="glow-root"></div>';
  installFetch((url) => {
    if (url !== '/api/inbox/unread-count') return { status: 404, body: { message: 'Not found' } };
    countRequests.push(url);
    return unreadAnswer();
  });
  await act(async () => {
    await import('../src/bootstrap');
  });
});

describe('the shell and the unread counter', () => {
  it('when a shopper signs in, then the header shows the unread count fetched for them', async () => {
    unreadAnswer = () => ({ status: 200, body: { count: 2, through: 5 } });

    act(() => session.login('header.payload.signature', shopper));
    await settle();

    expect(inboxLinkNames()).toEqual(['Inbox (2)']);
  });

  it('when the live connection connects, then the count is fetched again', async () => {
    unreadAnswer = () => ({ status: 200, body: { count: 3, through: 6 } });
    const before = countRequests.length;

    act(() => sockets.at(-1)!.fire('connect'));
    await settle();

    expect(countRequests.length).toBe(before + 1);
    expect(inboxLinkNames()).toEqual(['Inbox (3)']);
  });

  it('when messages to the shopper or to all arrive, then the count rises once each', async () => {
    const push = (user: string, seq: number) =>
      act(() =>
        sockets.at(-1)!.fire('adminMessage', { _id: `m${seq}`, user, message: 'Hi', createdAt: '', seq }),
      );

    push(shopper._id, 7);
    push('all', 8);
    push('all', 8);
    push('another-user', 9);

    expect(inboxLinkNames()).toEqual(['Inbox (5)']);
  });

  it('when an unread count is pushed, then it replaces the count', () => {
    act(() => sockets.at(-1)!.fire('unreadCountUpdated', { count: 0, through: 8 }));

    expect(inboxLinkNames()).toEqual(['Inbox']);
  });

  it('when the shopper signs out, then no count is shown', async () => {
    act(() =>
      sockets.at(-1)!.fire('newMessage', { _id: 'm10', user: 'all', message: 'Hi', createdAt: '', seq: 10 }),
    );
    expect(inboxLinkNames()).toEqual(['Inbox (1)']);

    act(() => session.logout());
    await settle();

    expect(inboxLinkNames()).toEqual(['Inbox']);
  });
});
