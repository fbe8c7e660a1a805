import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { session } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import type { NewsletterSubscriber, SubscriberStatus } from '@glow/contracts';
import { NewsletterPage } from '../src/features/newsletter';
import { AppRoutes } from '../src/routes';
import { adminUser, token } from './admin-users';

const subscriber = (
  n: number,
  email: string,
  status: SubscriberStatus,
  confirmedAt: string | null = null,
): NewsletterSubscriber => ({ _id: `s${n}`, email, status, createdAt: '2026-03-02T12:00:00Z', confirmedAt });

const ada = subscriber(1, 'ada@example.ng', 'confirmed', '2026-03-03T12:00:00Z');
const bola = subscriber(2, 'bola@example.ng', 'pending');
const chi = subscriber(3, 'chi@example.ng', 'unsubscribed');
const many = Array.from({ length: 120 }, (_, i) =>
  subscriber(i + 10, `fan${i + 10}@example.ng`, 'confirmed'),
);

const perPage = 50;

/** The newsletter API over a list: the server filters, counts and pages as the contract says. */
function installNewsletterApi(
  list: NewsletterSubscriber[] = [ada, bola, chi],
  override: (url: string) => FakeAnswer | undefined = () => undefined,
) {
  const urls: string[] = [];
  const fetch = installFetch((url) => {
    urls.push(url);
    const answer = override(url);
    if (answer) return answer;
    if (url.startsWith('/api/newsletter/issues')) return { status: 200, body: [] };
    const query = new URL(url, 'http://glow.test').searchParams;
    const search = query.get('search') ?? '';
    const status = query.get('status');
    const found = list.filter((s) => s.email.includes(search) && (!status || s.status === status));
    const page = Number(query.get('page') ?? 1);
    return {
      status: 200,
      body: {
        items: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        page,
        pages: Math.max(1, Math.ceil(found.length / perPage)),
        confirmed: list.filter((s) => s.status === 'confirmed').length,
      },
    };
  });
  const listCalls = () => urls.filter((url) => url.startsWith('/api/newsletter/subscribers?'));
  return { fetch, urls, listCalls };
}

function ShownQuery() {
  return <output aria-label="Query">{useLocation().search}</output>;
}

const openScreen = (path = '/admin/newsletter') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewsletterPage />
      <ShownQuery />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );

/** jsdom's Blob has no `text()`. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
const shownQuery = () => screen.getByRole('status', { name: 'Query' }).textContent;

beforeEach(() => {
  session.login(token, adminUser);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  session.logout();
});

test('when the subscribers load, then a spinner shows first, then the confirmed count and each subscriber', async () => {
  const { listCalls } = installNewsletterApi();
  openScreen();

  expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading subscribers...' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'ada@example.ng' })).toBeInTheDocument();

  expect(screen.getByText('1 confirmed subscriber')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Subscribers' })).toBeInTheDocument();
  expect(within(rowOf('ada@example.ng')).getByText('Confirmed')).toBeInTheDocument();
  expect(within(rowOf('ada@example.ng')).getByText('2 Mar 2026')).toBeInTheDocument();
  expect(within(rowOf('ada@example.ng')).getByText('3 Mar 2026')).toBeInTheDocument();
  expect(within(rowOf('bola@example.ng')).getByText('Pending')).toBeInTheDocument();
  expect(within(rowOf('bola@example.ng')).getByText('Not confirmed')).toBeInTheDocument();
  expect(within(rowOf('chi@example.ng')).getByText('Unsubscribed')).toBeInTheDocument();
  expect(listCalls()).toEqual(['/api/newsletter/subscribers?page=1']);
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('when many subscribers are confirmed, then the count says so in the plural', async () => {
  installNewsletterApi(many);
  openScreen();

  expect(await screen.findByText('120 confirmed subscribers')).toBeInTheDocument();
});

test('when the admin types an email, then the search waits for a pause, asks the server and goes into the URL', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { listCalls } = installNewsletterApi();
  openScreen();
  await screen.findByRole('cell', { name: 'ada@example.ng' });

  await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'bola');
  expect(listCalls()).toHaveLength(1);

  await act(() => jest.advanceTimersByTimeAsync(350));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada@example.ng' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'bola@example.ng' })).toBeInTheDocument();
  expect(listCalls()).toEqual([
    '/api/newsletter/subscribers?page=1',
    '/api/newsletter/subscribers?search=bola&page=1',
  ]);
  expect(shownQuery()).toBe('?search=bola');
});

test('when the admin picks a status, then only that status is asked for, from page 1', async () => {
  const { listCalls } = installNewsletterApi([ada, bola, chi, ...many]);
  openScreen('/admin/newsletter?page=2');
  await screen.findByRole('cell', { name: 'fan60@example.ng' });

  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Confirmed', 'Pending', 'Unsubscribed']);
  await userEvent.selectOptions(status, 'Pending');

  expect(await screen.findByRole('cell', { name: 'bola@example.ng' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'ada@example.ng' })).not.toBeInTheDocument();
  expect(listCalls().at(-1)).toBe('/api/newsletter/subscribers?status=pending&page=1');
  expect(shownQuery()).toBe('?status=pending');
});

test('when the URL holds a search, a status and a page, then the screen opens on them', async () => {
  const { listCalls } = installNewsletterApi(many);
  openScreen('/admin/newsletter?search=fan&status=confirmed&page=2');

  expect(await screen.findByRole('cell', { name: 'fan60@example.ng' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('fan');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
  expect(listCalls()).toEqual(['/api/newsletter/subscribers?search=fan&status=confirmed&page=2']);
});

test('when there are more than 50 subscribers, then the pager moves between pages of 50', async () => {
  const { listCalls } = installNewsletterApi(many);
  openScreen();
  await screen.findByRole('cell', { name: 'fan10@example.ng' });
  expect(screen.getAllByRole('row')).toHaveLength(perPage + 1);

  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  await userEvent.click(within(pager).getByRole('button', { name: '3' }));

  expect(await screen.findByRole('cell', { name: 'fan129@example.ng' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'fan10@example.ng' })).not.toBeInTheDocument();
  expect(listCalls().at(-1)).toBe('/api/newsletter/subscribers?page=3');
  expect(shownQuery()).toBe('?page=3');
  expect(within(pager).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
});

test('when no subscriber matches, then the list says so', async () => {
  installNewsletterApi([]);
  openScreen();

  expect(await screen.findByText('No subscribers found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('0 confirmed subscribers')).toBeInTheDocument();
});

test('when the subscribers cannot be fetched, then the alert says so and Retry asks again', async () => {
  let failing = true;
  const { listCalls } = installNewsletterApi(undefined, (url) =>
    failing && url.includes('/subscribers?')
      ? { status: 500, body: { message: 'Database down' } }
      : undefined,
  );
  openScreen();

  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch subscribers\.$/);
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('cell', { name: 'ada@example.ng' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls()).toHaveLength(2);
});

test('when the admin exports, then the filtered CSV is fetched with the token and saved as a dated file', async () => {
  jest.useFakeTimers({ now: new Date(2026, 2, 5, 9, 30), doNotFake: ['queueMicrotask', 'nextTick'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const csv = 'email,status\nada@example.ng,confirmed\n';
  const { fetch } = installNewsletterApi(undefined, (url) =>
    url.includes('.csv') ? { status: 200, body: csv, headers: { 'Content-Type': 'text/csv' } } : undefined,
  );
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:glow/1';
  });
  URL.revokeObjectURL = jest.fn();
  const saved: { href: string; download: string; attached: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
  openScreen('/admin/newsletter?search=ada&status=confirmed');
  await screen.findByRole('cell', { name: 'ada@example.ng' });

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await act(() => jest.advanceTimersByTimeAsync(0));

  expect(saved).toEqual([
    { href: 'blob:glow/1', download: 'glow-subscribers-2026-03-05.csv', attached: true },
  ]);
  const [url, init] = fetch.mock.calls.at(-1)!;
  expect(url).toBe('/api/newsletter/subscribers.csv?search=ada&status=confirmed');
  expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  expect(await textOf(blobs[0]!)).toBe(csv);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:glow/1');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('when the export fails, then the alert says so and no file is saved', async () => {
  installNewsletterApi(undefined, (url) => (url.includes('.csv') ? { status: 500 } : undefined));
  URL.createObjectURL = jest.fn(() => 'blob:glow/2');
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  openScreen();
  await screen.findByRole('cell', { name: 'ada@example.ng' });

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to export subscribers\.$/);
  expect(click).not.toHaveBeenCalled();
});

test('when an admin opens /admin/newsletter, then the screen shows inside the admin layout', async () => {
  installNewsletterApi();
  window.history.replaceState(null, '', '/admin/newsletter');
  render(<AppRoutes />, { wrapper: WithQueryClient });

  expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
  expect(document.title).toBe('Newsletter | Glow');
  await screen.findByRole('cell', { name: 'ada@example.ng' });
});
