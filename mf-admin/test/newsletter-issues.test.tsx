import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import type { NewsletterIssue } from '@glow/contracts';
import { NewsletterPage } from '../src/features/newsletter';
import { adminUser, token } from './admin-users';

const issue = (id: string, fields: Partial<NewsletterIssue>): NewsletterIssue => ({
  _id: id,
  subject: `Issue ${id}`,
  body: 'Hello',
  status: 'sent',
  total: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  createdAt: '2026-03-01T12:00:00Z',
  finishedAt: null,
  ...fields,
});

const juneOffers = issue('i9', { subject: 'June offers', status: 'sending', total: 3 });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

interface Script {
  confirmed?: number;
  issues?: NewsletterIssue[];
  /** What each GET of an issue answers in turn; the last one repeats. */
  progress?: Record<string, NewsletterIssue[]>;
  override?: (call: Call) => FakeAnswer | undefined;
}

/** The newsletter API: a confirmed count, the issues list, issues' progress in turns, a send answering 202. */
function installNewsletterApi({ confirmed = 2, issues = [], progress = {}, override }: Script = {}) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = override?.(call);
    if (answer) return answer;
    if (url.startsWith('/api/newsletter/subscribers'))
      return { status: 200, body: { items: [], total: 0, page: 1, pages: 1, confirmed } };
    if (call.method === 'POST') return { status: 202, body: { ...juneOffers, ...(call.body as object) } };
    if (url === '/api/newsletter/issues') return { status: 200, body: issues };
    const turns = progress[url.replace('/api/newsletter/issues/', '')] ?? [];
    return { status: 200, body: turns.length > 1 ? turns.shift() : turns[0] };
  });
  const polls = (id: string) => calls.filter((call) => call.url === `/api/newsletter/issues/${id}`).length;
  return { calls, polls, posts: () => calls.filter((call) => call.method === 'POST') };
}

const openScreen = () =>
  render(
    <MemoryRouter initialEntries={['/admin/newsletter']}>
      <NewsletterPage />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );

const compose = () => screen.getByRole('region', { name: 'Send an issue' });
const pastIssues = () => screen.getByRole('region', { name: 'Past issues' });
const subjectBox = () => within(compose()).getByRole('textbox', { name: 'Subject' });
const messageBox = () => within(compose()).getByRole('textbox', { name: 'Message' });

/**
 * Lets `ms` pass on the fake clock, and then the few more the answers it set off need: the query
 * cache tells the screen on a 0 ms timer, which a fake tick runs 1 ms later.
 */
async function passMs(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let settle = 0; settle < 3; settle++) await act(() => jest.advanceTimersByTimeAsync(1));
}

async function fillIssue(user: Pick<UserEvent, 'type'> = userEvent) {
  await user.type(subjectBox(), ' June offers ');
  await user.type(messageBox(), 'Everything 20% off this week.');
}

beforeEach(() => {
  session.login(token, adminUser);
});

afterEach(() => {
  jest.useRealTimers();
  session.logout();
});

test('when the subject or the message is blank, then the alert asks for both and no dialog opens', async () => {
  const { posts } = installNewsletterApi();
  openScreen();
  const send = await screen.findByRole('button', { name: 'Send to 2 subscribers' });
  expect(subjectBox()).toBeRequired();
  expect(messageBox()).toBeRequired();

  await userEvent.type(subjectBox(), 'June offers');
  await userEvent.type(messageBox(), '   ');
  await userEvent.click(send);

  expect(within(compose()).getByRole('alert')).toHaveTextContent(
    'Please fill in the subject and the message.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts()).toEqual([]);
});

test('when no subscriber is confirmed, then the send button is disabled; until the count is known, too', async () => {
  installNewsletterApi({ confirmed: 0 });
  openScreen();

  expect(screen.getByRole('button', { name: 'Send to subscribers' })).toBeDisabled();
  expect(await screen.findByRole('button', { name: 'Send to 0 subscribers' })).toBeDisabled();
});

test('when one subscriber is confirmed, then the button and the question say so in the singular', async () => {
  installNewsletterApi({ confirmed: 1 });
  openScreen();
  await screen.findByRole('button', { name: 'Send to 1 subscriber' });
  await fillIssue();

  await userEvent.click(screen.getByRole('button', { name: 'Send to 1 subscriber' }));

  expect(screen.getByRole('dialog')).toHaveTextContent('Send this issue to 1 confirmed subscriber?');
});

test('when the admin asks to send, then a dialog asks first, and Cancel or Escape closes it without sending', async () => {
  const { posts } = installNewsletterApi();
  openScreen();
  await screen.findByRole('button', { name: 'Send to 2 subscribers' });
  await fillIssue();

  await userEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  const dialog = screen.getByRole('dialog', { name: 'Send Issue' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveTextContent('Send this issue to 2 confirmed subscribers?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  expect(posts()).toEqual([]);
  expect(subjectBox()).toHaveValue(' June offers ');
});

test('when the dialog is open, then Tab and Shift+Tab go round its buttons and never leave it', async () => {
  installNewsletterApi();
  openScreen();
  await screen.findByRole('button', { name: 'Send to 2 subscribers' });
  await fillIssue();
  await userEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  const dialog = screen.getByRole('dialog');
  const [close, cancel, send] = within(dialog).getAllByRole('button');

  expect(dialog).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(cancel).toHaveFocus();
  await userEvent.tab();
  expect(send).toHaveFocus();
  expect(send).toHaveAccessibleName('Send');
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(send).toHaveFocus();
});

test('when the admin confirms, then the issue is posted and its progress is asked for every second until sent', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { posts, polls } = installNewsletterApi({
    progress: {
      i9: [
        { ...juneOffers, sent: 1 },
        { ...juneOffers, sent: 2, failed: 1, status: 'sent' },
      ],
    },
  });
  openScreen();
  await screen.findByRole('button', { name: 'Send to 2 subscribers' });
  await fillIssue(user);

  await user.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
  await act(() => jest.advanceTimersByTimeAsync(0));

  expect(posts().map((call) => [call.url, call.body])).toEqual([
    ['/api/newsletter/issues', { subject: 'June offers', body: 'Everything 20% off this week.' }],
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(subjectBox()).toHaveValue('');
  expect(messageBox()).toHaveValue('');
  const bar = within(compose()).getByRole('progressbar', { name: 'June offers' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '3');
  expect(within(compose()).getByText('0 of 3 sent')).toBeInTheDocument();
  expect(polls('i9')).toBe(0);

  await passMs(1000);
  expect(polls('i9')).toBe(1);
  expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(within(compose()).getByText('1 of 3 sent')).toBeInTheDocument();
  expect(within(compose()).queryByText(/failed/)).not.toBeInTheDocument();
  expect(within(compose()).queryByText('Issue sent.')).not.toBeInTheDocument();

  await passMs(1000);
  expect(polls('i9')).toBe(2);
  expect(bar).toHaveAttribute('aria-valuenow', '3');
  expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 sent, 1 failed');
  expect(within(compose()).getByText('2 of 3 sent')).toBeInTheDocument();
  expect(within(compose()).getByText('1 failed')).toBeInTheDocument();
  expect(within(compose()).getByRole('status')).toHaveTextContent('Issue sent.');

  await passMs(5000);
  expect(polls('i9')).toBe(2);
});

test('when an issue is sent, then Past issues asks the server again and lists it first at once', async () => {
  const welcome = issue('i1', { subject: 'Welcome', total: 10, sent: 10 });
  let sent = false;
  const { calls } = installNewsletterApi({
    override: ({ method, url }) => {
      if (method === 'POST') sent = true;
      if (method === 'GET' && url === '/api/newsletter/issues')
        return { status: 200, body: sent ? [juneOffers, welcome] : [welcome] };
      return undefined;
    },
  });
  const listFetches = () =>
    calls.filter((call) => call.method === 'GET' && call.url === '/api/newsletter/issues');
  openScreen();
  await within(pastIssues()).findByRole('heading', { level: 3, name: 'Welcome' });
  await fillIssue();

  await userEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));

  await within(pastIssues()).findByRole('heading', { level: 3, name: 'June offers' });
  const subjects = within(pastIssues()).getAllByRole('heading', { level: 3 });
  expect(subjects.map((heading) => heading.textContent)).toEqual(['June offers', 'Welcome']);
  expect(listFetches()).toHaveLength(2);
});

test('when sending fails, then the alert says so, the dialog closes and what was typed stays', async () => {
  const { posts } = installNewsletterApi({
    override: (call) =>
      call.method === 'POST' ? { status: 503, body: { message: 'Mailer down' } } : undefined,
  });
  openScreen();
  await screen.findByRole('button', { name: 'Send to 2 subscribers' });
  await fillIssue();

  await userEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));

  expect(await within(compose()).findByRole('alert')).toHaveTextContent(/^Failed to send the issue\.$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(subjectBox()).toHaveValue(' June offers ');
  expect(posts()).toHaveLength(1);
});

test('when past issues load, then each shows its subject, date and how many it reached', async () => {
  installNewsletterApi({
    issues: [
      issue('i2', {
        subject: 'March news',
        total: 42,
        sent: 40,
        failed: 2,
        createdAt: '2026-03-04T12:00:00Z',
      }),
      issue('i1', { subject: 'Welcome', total: 10, sent: 10 }),
    ],
  });
  openScreen();

  expect(within(pastIssues()).getByRole('status', { name: 'Loading issues...' })).toBeInTheDocument();
  const items = await within(pastIssues()).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'March news4 Mar 2026Sent to 40 of 422 failed',
    'Welcome1 Mar 2026Sent to 10 of 10',
  ]);
  expect(within(items[0]!).getByRole('heading', { level: 3, name: 'March news' })).toBeInTheDocument();
  expect(within(pastIssues()).queryByRole('progressbar')).not.toBeInTheDocument();
});

test('when an issue is still sending as the list loads, then it shows its live progress until it is sent', async () => {
  jest.useFakeTimers();
  const { polls } = installNewsletterApi({
    issues: [{ ...juneOffers, sent: 1 }, issue('i1', { subject: 'Welcome', total: 10, sent: 10 })],
    progress: {
      i9: [
        { ...juneOffers, sent: 2 },
        { ...juneOffers, sent: 3, status: 'sent' },
      ],
    },
  });
  openScreen();

  const bar = await within(pastIssues()).findByRole('progressbar', { name: 'June offers' });
  expect(within(pastIssues()).getByText('1 of 3 sent')).toBeInTheDocument();
  await passMs(1000);
  expect(bar).toHaveAttribute('aria-valuenow', '2');
  expect(within(pastIssues()).getByText('2 of 3 sent')).toBeInTheDocument();

  await passMs(1000);
  expect(within(pastIssues()).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(pastIssues()).getByText('Sent to 3 of 3')).toBeInTheDocument();
  await passMs(3000);
  expect(polls('i9')).toBe(2);
});

test('when no issue was sent yet, then the list says so', async () => {
  installNewsletterApi();
  openScreen();

  expect(await within(pastIssues()).findByText('No issues sent yet.')).toBeInTheDocument();
});

test('when the issues cannot be fetched, then the alert says so and Retry asks again', async () => {
  let failing = true;
  installNewsletterApi({
    issues: [issue('i1', { subject: 'Welcome', total: 10, sent: 10 })],
    override: (call) => (failing && call.url === '/api/newsletter/issues' ? { status: 500 } : undefined),
  });
  openScreen();

  expect(await within(pastIssues()).findByRole('alert')).toHaveTextContent(/^Failed to fetch issues\.$/);
  failing = false;
  await userEvent.click(within(pastIssues()).getByRole('button', { name: 'Retry' }));

  await waitFor(() => expect(within(pastIssues()).getByText('Welcome')).toBeInTheDocument());
  expect(within(pastIssues()).queryByRole('alert')).not.toBeInTheDocument();
});
