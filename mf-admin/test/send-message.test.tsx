import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import type { MessageRecipient } from '@glow/contracts';
import { SendMessagePage } from '../src/features/send-message';
import { AppRoutes } from '../src/routes';
import { adminUser, token } from './admin-users';

const ada: MessageRecipient = { _id: 'u2', username: 'Ada', email: 'ada@example.ng' };
const bola: MessageRecipient = { _id: 'u3', username: 'bola', email: 'bola@example.ng' };

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The messaging API's admin side: the users to write to, and a send that answers 201. */
function installMessagingApi(
  override: (call: Call) => FakeAnswer | Promise<FakeAnswer> | undefined = () => undefined,
) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: init.headers as Record<string, string>,
    };
    calls.push(call);
    const answer = override(call);
    if (answer) return answer;
    if (url === '/api/inbox/admin/users') return { status: 200, body: [ada, bola] };
    const { userId, message } = call.body as { userId: string; message: string };
    return {
      status: 201,
      body: { _id: 'm1', user: userId, message, read: false, createdAt: '2026-03-05T12:00:00Z', seq: 7 },
    };
  });
  return { calls, sends: () => calls.filter((call) => call.method === 'POST') };
}

const openScreen = () =>
  render(
    <MemoryRouter initialEntries={['/admin/send-message']}>
      <SendMessagePage />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );

const userSelect = () => screen.getByRole('combobox', { name: 'User' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
const usersLoaded = () => screen.findByRole('option', { name: 'Ada (ada@example.ng)' });

beforeEach(() => {
  session.login(token, adminUser);
});

afterEach(() => {
  session.logout();
});

test('when the screen opens, then the users load behind a spinner and fill the dropdown after its two fixed options', async () => {
  const { calls } = installMessagingApi();
  openScreen();

  expect(screen.getByRole('heading', { level: 1, name: 'Send Message' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading users...' })).toBeInTheDocument();
  await usersLoaded();

  expect(screen.queryByRole('status', { name: 'Loading users...' })).not.toBeInTheDocument();
  const options = within(userSelect()).getAllByRole('option');
  expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
    ['Select a user', ''],
    ['All Users', 'all'],
    ['Ada (ada@example.ng)', 'u2'],
    ['bola (bola@example.ng)', 'u3'],
  ]);
  expect(userSelect()).toBeRequired();
  expect(messageBox()).toBeRequired();
  expect(messageBox()).toHaveAttribute('minLength', '1');
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/inbox/admin/users' });
  expect(calls[0]!.headers.Authorization).toBe(`Bearer ${token}`);
});

test('when no user is chosen, then the alert asks for one and nothing is sent', async () => {
  const { sends } = installMessagingApi();
  openScreen();
  await usersLoaded();

  await userEvent.type(messageBox(), 'Your order is on its way');
  await userEvent.click(sendButton());

  expect(screen.getByRole('alert')).toHaveTextContent('Please select a user or "All Users".');
  expect(sends()).toEqual([]);
});

test('when the message is only blanks, then the alert asks for a message and nothing is sent', async () => {
  const { sends } = installMessagingApi();
  openScreen();
  await usersLoaded();

  await userEvent.selectOptions(userSelect(), 'u2');
  await userEvent.type(messageBox(), '   ');
  await userEvent.click(sendButton());

  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message.');
  expect(sends()).toEqual([]);
});

test('when a message to one user is sent, then the button waits, the alert says so and the form clears', async () => {
  let answerSend: (answer: FakeAnswer) => void = () => undefined;
  const { sends } = installMessagingApi((call) =>
    call.method === 'POST' ? new Promise<FakeAnswer>((resolve) => (answerSend = resolve)) : undefined,
  );
  openScreen();
  await usersLoaded();

  await userEvent.selectOptions(userSelect(), 'Ada (ada@example.ng)');
  await userEvent.type(messageBox(), '  Your order is on its way ');
  await userEvent.click(sendButton());

  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(sends()).toEqual([
    expect.objectContaining({
      url: '/api/inbox/admin/send',
      body: { userId: 'u2', message: 'Your order is on its way' },
    }),
  ]);

  answerSend({ status: 201, body: { _id: 'm1' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Message sent successfully.');
  expect(userSelect()).toHaveValue('');
  expect(messageBox()).toHaveValue('');
  expect(sendButton()).toBeEnabled();
});

test('when "All Users" is chosen, then the message goes to userId "all"', async () => {
  const { sends } = installMessagingApi();
  openScreen();
  await usersLoaded();

  await userEvent.selectOptions(userSelect(), 'All Users');
  await userEvent.type(messageBox(), 'New arrivals this week');
  await userEvent.click(sendButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Message sent successfully.');
  expect(sends().map((call) => call.body)).toEqual([{ userId: 'all', message: 'New arrivals this week' }]);
});

test('when sending fails, then the alert says so and what was typed stays', async () => {
  installMessagingApi((call) =>
    call.method === 'POST' ? { status: 400, body: { message: 'message: Message is required' } } : undefined,
  );
  openScreen();
  await usersLoaded();

  await userEvent.selectOptions(userSelect(), 'u3');
  await userEvent.type(messageBox(), 'Hello');
  await userEvent.click(sendButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send message\.$/);
  expect(userSelect()).toHaveValue('u3');
  expect(messageBox()).toHaveValue('Hello');
});

test('when the users cannot be fetched, then the alert says so and a message to all users can still go', async () => {
  const { sends } = installMessagingApi((call) =>
    call.method === 'GET' ? { status: 503, body: { message: 'Service unavailable' } } : undefined,
  );
  openScreen();

  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch users\.$/);
  expect(within(userSelect()).getAllByRole('option')).toHaveLength(2);

  await userEvent.selectOptions(userSelect(), 'all');
  await userEvent.type(messageBox(), 'We are open on Sunday');
  await userEvent.click(sendButton());

  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Message sent successfully.'));
  expect(sends()).toHaveLength(1);
});

test('when an admin opens /admin/send-message, then the screen shows inside the admin layout', async () => {
  installMessagingApi();
  window.history.replaceState(null, '', '/admin/send-message');
  render(<AppRoutes />, { wrapper: WithQueryClient });

  expect(await screen.findByRole('heading', { level: 1, name: 'Send Message' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
  expect(document.title).toBe('Send Message | Glow');
  await usersLoaded();
});
