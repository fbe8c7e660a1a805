import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import type {
  BrowserEvents,
  DashboardAnswer,
  DashboardFeedItem,
  DashboardFeedItemV2,
  PaidFigures,
} from '@glow/contracts';
import { live, session } from '@glow/web-kit';
import { WithQueryClient, installFetch, installPendingFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { DashboardPage } from '../src/features/dashboard';
import { adminUser, token } from './admin-users';

const orderId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** 30 Lagos days ending on Monday 2 March 2026, paid orders only on the last day. */
function last30Days(today: PaidFigures) {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2, 2 - 29 + index)).toISOString().slice(0, 10);
    return index === 29 ? { date, ...today } : { date, paidOrders: 0, revenue: 0 };
  });
}

const paidOrder = (id: string, order = orderId): DashboardFeedItem => ({
  kind: 'order',
  id,
  orderId: order,
  amount: 5500,
  at: '2026-03-02T12:00:00Z',
});

const contactMessage: DashboardFeedItem = {
  kind: 'message',
  id: 'f-message',
  name: 'Ada',
  subject: 'Delivery times',
  at: '2026-03-02T11:00:00Z',
};

const anAnswer = (): DashboardAnswer => ({
  timeZone: 'Africa/Lagos',
  generatedAt: '2026-03-02T12:01:00Z',
  today: { paidOrders: 3, revenue: 16500 },
  thisWeek: { paidOrders: 12, revenue: 98000 },
  ordersByStatus: {
    Pending: 4,
    Processing: 1,
    Shipped: 2,
    'Out for Delivery': 0,
    Delivered: 9,
    Cancelled: 1,
  },
  topProducts: [
    {
      productId: 'p1',
      name: 'Shea Butter',
      image: '/uploads/shea.webp',
      quantity: 7,
      revenue: 10500,
    },
    { productId: 'p2', name: 'Black Soap', image: null, quantity: 2, revenue: 3000 },
  ],
  last30Days: last30Days({ paidOrders: 3, revenue: 16500 }),
  feed: [paidOrder('f-order'), contactMessage],
  openRefundCases: 2,
  returnsOpen: 2,
  returnsReceived: 5,
});

const refundCase = (id: string, order = orderId): DashboardFeedItemV2 => ({
  kind: 'refund',
  id,
  orderId: order,
  amount: 100,
  currency: 'NGN',
  at: '2026-03-02T12:30:00Z',
});

const emptyAnswer = (): DashboardAnswer => ({
  ...anAnswer(),
  today: { paidOrders: 0, revenue: 0 },
  thisWeek: { paidOrders: 0, revenue: 0 },
  ordersByStatus: {
    Pending: 0,
    Processing: 0,
    Shipped: 0,
    'Out for Delivery': 0,
    Delivered: 0,
    Cancelled: 0,
  },
  topProducts: [],
  last30Days: last30Days({ paidOrders: 0, revenue: 0 }),
  feed: [],
  openRefundCases: 0,
  returnsOpen: 0,
  returnsReceived: 0,
});

type Pushes = {
  [E in keyof BrowserEvents]?: (payload: BrowserEvents[E]) => void;
} & { connect?: () => void };

function capturePushes(): Pushes {
  const pushes: Pushes = {};
  jest.spyOn(live, 'subscribe').mockImplementation((event, handler) => {
    (pushes as Record<string, unknown>)[event] = handler;
    return () => undefined;
  });
  jest.spyOn(live, 'onConnect').mockImplementation((listener) => {
    pushes.connect = listener;
    return () => undefined;
  });
  return pushes;
}

/** GET /api/dashboard answering `answer()` each time it is asked. */
function installDashboardApi(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  const fetch = installFetch((url) => {
    // Feed version 2: refund cases come too (a server that predates them ignores the parameter).
    if (url !== '/api/dashboard?feed=2') throw new Error(`unexpected ${url}`);
    return answer();
  });
  return { calls: () => fetch.mock.calls.length };
}

function renderDashboard() {
  act(() => session.login(token, adminUser));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardPage />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

/** The value a stat card shows under "<period> <term>". */
const stat = (period: string, term: string) =>
  screen.getAllByRole('term').find((dt) => dt.textContent === `${period} ${term}`)?.nextElementSibling
    ?.textContent;

afterEach(() => {
  jest.restoreAllMocks();
  session.logout();
});

describe('Dashboard', () => {
  it('when the figures load, then the stats, statuses, top products and feed show', async () => {
    capturePushes();
    installDashboardApi(() => ({ status: 200, body: anAnswer() }));
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Orders by Status' });
    expect(stat('Today', 'Paid orders')).toBe('3');
    expect(stat('Today', 'Revenue')).toBe('₦16,500.00');
    expect(stat('This week', 'Paid orders')).toBe('12');
    expect(stat('This week', 'Revenue')).toBe('₦98,000.00');

    expect(screen.getByRole('link', { name: 'Pending 4 orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Pending&payment=all',
    );
    expect(screen.getByRole('link', { name: 'Out for Delivery 0 orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Out+for+Delivery&payment=all',
    );
    expect(screen.getAllByRole('link', { name: /orders?$/ })).toHaveLength(6);

    const shea = screen.getByRole('row', { name: /Shea Butter/ });
    expect(within(shea).getByRole('presentation')).toHaveAttribute('src', '/uploads/shea.webp');
    expect(within(shea).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(shea).getByRole('cell', { name: '₦10,500.00' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Black Soap/ })).getByText('No Image')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Order 0a1b2c3d paid — ₦5,500.00' })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
    expect(screen.getByText('Message from Ada: Delivery times')).toBeInTheDocument();
  });

  it('when refund cases are open, then a card counts them and opens All Orders at Needs refund', async () => {
    capturePushes();
    installDashboardApi(() => ({ status: 200, body: anAnswer() }));
    renderDashboard();

    const link = await screen.findByRole('link', {
      name: '2 open refund cases: show orders that need a refund',
    });
    expect(link).toHaveAttribute('href', '/admin/orders?payment=refund');
    expect(link.closest('div')).toHaveTextContent(/^Now Open refund cases2/);
  });

  it('when the server predates refund cases, then the other cards show and no refund card does', async () => {
    capturePushes();
    const { openRefundCases: _absent, ...older } = anAnswer();
    installDashboardApi(() => ({ status: 200, body: older }));
    renderDashboard();

    await screen.findByRole('heading', { level: 2, name: 'Orders by Status' });
    expect(stat('Today', 'Paid orders')).toBe('3');
    expect(screen.queryByText(/Open refund cases/)).not.toBeInTheDocument();
  });

  it('when returns are on their way and some came in, then a Returns card shows the open count and how many were received', async () => {
    capturePushes();
    installDashboardApi(() => ({
      status: 200,
      body: { ...anAnswer(), returnsOpen: 1234, returnsReceived: 5 },
    }));
    renderDashboard();

    await screen.findByRole('heading', { level: 2, name: 'Orders by Status' });
    const card = screen.getByText('Returns').closest('div')!;
    expect(card).toHaveTextContent(/^Now Returns1,234 open5 received in all$/);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['1,234 open', '5 received in all']);
    expect(card.closest('dl')).toHaveAttribute(
      'aria-label',
      'Paid orders, revenue, refund cases and returns',
    );
  });

  it('when the server predates returns, then no Returns card shows and the other cards do', async () => {
    capturePushes();
    const { returnsOpen: _open, returnsReceived: _received, ...older } = anAnswer();
    installDashboardApi(() => ({ status: 200, body: older }));
    renderDashboard();

    await screen.findByRole('link', { name: /^2 open refund cases/ });
    expect(stat('Today', 'Paid orders')).toBe('3');
    expect(screen.queryByText('Returns')).not.toBeInTheDocument();
    expect(screen.queryByText(/received|undefined|NaN/)).not.toBeInTheDocument();
    expect(screen.getByText('Open refund cases').closest('dl')).toHaveAttribute(
      'aria-label',
      'Paid orders, revenue and refund cases',
    );
  });

  it('when the server says only how many returns are open, then the card shows them without a received line', async () => {
    capturePushes();
    const { returnsReceived: _absent, ...partial } = anAnswer();
    installDashboardApi(() => ({ status: 200, body: partial }));
    renderDashboard();

    await screen.findByRole('heading', { level: 2, name: 'Orders by Status' });
    expect(stat('Now', 'Returns')).toBe('2 open');
    expect(screen.queryByText(/received|undefined|NaN/)).not.toBeInTheDocument();
  });

  it('when the stat cards show, then axe-core finds no serious or critical violation in them', async () => {
    capturePushes();
    installDashboardApi(() => ({ status: 200, body: anAnswer() }));
    renderDashboard();

    const cards = (await screen.findByText('Returns')).closest('dl')!;
    const { violations } = await axe.run(cards, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
  });

  it('when the feed has a refund case, then it reads Refund case with its amount and links to the order', async () => {
    capturePushes();
    const withCases = {
      ...anAnswer(),
      feed: [
        refundCase('f-refund'),
        { ...refundCase('f-refund-bare'), amount: undefined, currency: undefined },
      ],
    };
    installDashboardApi(() => ({ status: 200, body: withCases }));
    renderDashboard();

    expect(await screen.findByRole('link', { name: 'Refund case: ₦100.00, order 0a1b2c3d' })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
    expect(screen.getByRole('link', { name: 'Refund case: order 0a1b2c3d' })).toBeInTheDocument();
  });

  it('when a refund case is pushed, then it shows first in the live feed at once and the figures are fetched again', async () => {
    const pushes = capturePushes();
    let answer = anAnswer();
    const { calls } = installDashboardApi(() => ({ status: 200, body: answer }));
    renderDashboard();
    await screen.findByRole('link', { name: /^Order 0a1b2c3d/ });

    const pushed = refundCase('f-pushed', '9f8e7d6c-0000-4000-8000-000000000000');
    answer = { ...answer, feed: [pushed, ...answer.feed], openRefundCases: 3 };
    act(() => pushes.dashboardRefundCase?.(pushed as BrowserEvents['dashboardRefundCase']));

    const region = screen.getByText('Message from Ada: Delivery times').closest('[aria-live]') as HTMLElement;
    await waitFor(() =>
      expect(within(within(region).getAllByRole('listitem')[0]!).getByRole('link')).toHaveAccessibleName(
        'Refund case: ₦100.00, order 9f8e7d6c',
      ),
    );
    await waitFor(() => expect(calls()).toBe(2));
    expect(await screen.findByRole('link', { name: /^3 open refund cases/ })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('when the figures are on their way, then a spinner says so', () => {
    capturePushes();
    installPendingFetch();
    renderDashboard();

    expect(screen.getByRole('status', { name: 'Loading dashboard...' })).toBeInTheDocument();
  });

  it('when the figures fail, then the error and Retry show, and Retry loads them', async () => {
    capturePushes();
    let failing = true;
    installDashboardApi(() => (failing ? { status: 500, body: {} } : { status: 200, body: anAnswer() }));
    const user = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Top Products' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the shop has no orders yet, then zeros and No activity yet. show', async () => {
    capturePushes();
    installDashboardApi(() => ({ status: 200, body: emptyAnswer() }));
    renderDashboard();

    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(stat('Today', 'Paid orders')).toBe('0');
    expect(stat('This week', 'Revenue')).toBe('₦0.00');
    expect(screen.getByRole('link', { name: 'Delivered 0 orders' })).toBeInTheDocument();
    expect(screen.getByText('No products sold in the last 30 days.')).toBeInTheDocument();
    expect(stat('Now', 'Returns')).toBe('0 open');
    expect(screen.getByText('0 received in all')).toBeInTheDocument();
  });

  it('when an entry is pushed, then it shows first at once and once only, and the refetch neither repeats it nor loses it', async () => {
    const pushes = capturePushes();
    let answer = anAnswer();
    let release: () => void = () => undefined;
    const { calls } = installDashboardApi(() =>
      calls() === 1
        ? { status: 200, body: answer }
        : new Promise<FakeAnswer>((resolve) => {
            release = () => resolve({ status: 200, body: answer });
          }),
    );
    renderDashboard();
    await screen.findByRole('link', { name: /^Order 0a1b2c3d/ });

    const pushed = paidOrder('f-new', '9f8e7d6c-0000-4000-8000-000000000000');
    answer = {
      ...answer,
      today: { paidOrders: 4, revenue: 22000 },
      feed: [pushed, ...answer.feed],
    };
    act(() => pushes.dashboardUpdated?.(pushed));
    act(() => pushes.dashboardUpdated?.(pushed));

    const newest = 'Order 9f8e7d6c paid — ₦5,500.00';
    const region = screen.getByText('Message from Ada: Delivery times').closest('[aria-live]') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(within(within(region).getAllByRole('listitem')[0]!).getByRole('link')).toHaveAccessibleName(
        newest,
      ),
    );
    expect(stat('Today', 'Paid orders')).toBe('3');

    expect(within(region).getAllByRole('link', { name: newest })).toHaveLength(1);
    await waitFor(() => expect(calls()).toBeGreaterThan(1));
    act(() => release());

    await waitFor(() => expect(stat('Today', 'Paid orders')).toBe('4'));
    expect(within(region).getAllByRole('link', { name: newest })).toHaveLength(1);
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('when the live connection comes back, then the figures are fetched again', async () => {
    const pushes = capturePushes();
    let answer = anAnswer();
    const { calls } = installDashboardApi(() => ({ status: 200, body: answer }));
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Orders by Status' });

    answer = { ...answer, thisWeek: { paidOrders: 13, revenue: 103500 } };
    act(() => pushes.connect?.());

    await waitFor(() => expect(stat('This week', 'Revenue')).toBe('₦103,500.00'));
    expect(calls()).toBe(2);
  });

  it('when the chart shows, then its figures are also a table of the 30 days', async () => {
    capturePushes();
    installDashboardApi(() => ({ status: 200, body: anAnswer() }));
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'Paid orders and revenue per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Paid orders', 'Revenue']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Sun, 1 Feb');
    const today = rows[30]!;
    expect(within(today).getByRole('rowheader')).toHaveTextContent('Mon, 2 Mar');
    expect(
      within(today)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3', '₦16,500.00']);
    expect(screen.getByRole('figure')).toHaveTextContent('₦16,500.00 from 3 paid orders');
  });

  it('when refunds took money back, then the chart says how much and a day that gave back more than it took has no bar', async () => {
    capturePushes();
    const days = last30Days({ paidOrders: 3, revenue: 11000, refunded: 5500 });
    days[28] = { ...days[28]!, revenue: -7000, refunded: 7000 };
    installDashboardApi(() => ({ status: 200, body: { ...anAnswer(), last30Days: days } }));
    renderDashboard();

    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('₦4,000.00 from 3 paid orders after ₦12,500.00 refunded');
    const bars = figure.querySelectorAll('rect');
    expect(bars[28]).toHaveAttribute('height', '0');
    expect(bars[28]).toHaveTextContent('1 Mar: ₦-7,000.00, 0 paid, ₦7,000.00 refunded');
    expect(bars[29]).toHaveTextContent('2 Mar: ₦11,000.00, 3 paid, ₦5,500.00 refunded');
  });
});
