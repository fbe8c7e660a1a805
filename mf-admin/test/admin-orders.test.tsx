import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BrowserEvents, Order, OrderStatus } from '@glow/contracts/browser';
import { live, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { AdminOrderPage, AdminOrdersPage } from '../src/features/orders';
import { adminUser, token } from './admin-users';
import { anOrder as listedOrder } from './order-fixtures';

/** An order of the list: pending and unpaid unless said otherwise. */
const anOrder = (id: string, status: OrderStatus = 'Pending', isPaid = false): Order =>
  listedOrder(id, isPaid ? 'paid' : 'pending', status);

type Pushes = { [E in keyof BrowserEvents]?: (payload: BrowserEvents[E]) => void };

function capturePushes(): Pushes {
  const pushes: Pushes = {};
  jest.spyOn(live, 'subscribe').mockImplementation((event, handler) => {
    (pushes as Record<string, unknown>)[event] = handler;
    return () => undefined;
  });
  jest.spyOn(live, 'onConnect').mockReturnValue(() => undefined);
  return pushes;
}

/** GET /api/orders/all filtered and paged as the order service does, over `list`. */
function installOrdersApi(
  list: () => Order[],
  override: (url: string, init: RequestInit) => FakeAnswer | undefined = () => undefined,
) {
  const urls: string[] = [];
  installFetch((url, init) => {
    urls.push(`${init.method ?? 'GET'} ${url}`);
    const answer = override(url, init);
    if (answer) return answer;
    const query = new URL(url, 'http://glow.test').searchParams;
    const found = list().filter(
      (o) =>
        o._id.startsWith(query.get('search') ?? '') &&
        (!query.get('status') || o.status === query.get('status')),
    );
    return { status: 200, body: { items: found, total: found.length, page: 1, pages: 1 } };
  });
  return { listCalls: () => urls.filter((url) => url.startsWith('GET /api/orders/all')) };
}

function renderAt(path: string) {
  act(() => session.login(token, adminUser));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/orders" element={<AdminOrdersPage />} />
        <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

const rowOf = (id: string) => screen.getByRole('cell', { name: id }).closest('tr') as HTMLElement;

afterEach(() => {
  jest.restoreAllMocks();
  session.logout();
});

describe('All Orders', () => {
  it('when orders load, then each shows its id, email, status and a View link to its page', async () => {
    capturePushes();
    installOrdersApi(() => [anOrder('o1'), anOrder('o2', 'Delivered', true)]);
    renderAt('/admin/orders');

    expect(screen.getByRole('heading', { level: 1, name: 'All Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'o1' })).toBeInTheDocument();
    expect(within(rowOf('o2')).getByText('Delivered')).toBeInTheDocument();
    expect(within(rowOf('o2')).getByText('o2@example.ng')).toBeInTheDocument();
    expect(within(rowOf('o1')).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
  });

  it('when orders load, then each shows its payment status: successful in green, pending in yellow, refund needed neutral', async () => {
    capturePushes();
    const refund = anOrder('o3', 'Processing', true);
    refund.paymentInfo.status = 'refund-needed';
    installOrdersApi(() => [anOrder('o1'), anOrder('o2', 'Delivered', true), refund]);
    renderAt('/admin/orders');

    await screen.findByRole('cell', { name: 'o1' });
    expect(screen.getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();
    expect(within(rowOf('o2')).getByText('successful')).toHaveClass('green');
    expect(within(rowOf('o1')).getByText('pending')).toHaveClass('yellow');
    expect(within(rowOf('o3')).getByText('Refund needed')).toHaveClass('neutral');
    expect(screen.queryByText('paid')).not.toBeInTheDocument();
  });

  it('when the admin picks a status, then the server is asked for that status only', async () => {
    capturePushes();
    const { listCalls } = installOrdersApi(() => [anOrder('o1'), anOrder('o2', 'Shipped')]);
    const user = renderAt('/admin/orders');
    await screen.findByRole('cell', { name: 'o1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped');

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'o1' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'o2' })).toBeInTheDocument();
    expect(listCalls()).toEqual(['GET /api/orders/all', 'GET /api/orders/all?status=Shipped']);
  });

  it('when nothing matches, then No orders found. shows', async () => {
    capturePushes();
    installOrdersApi(() => []);
    renderAt('/admin/orders?search=zz');

    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by order ID' })).toHaveValue('zz');
  });

  it('when the list fails, then the error and Retry show, and Retry loads it again', async () => {
    capturePushes();
    let failing = true;
    installOrdersApi(
      () => [anOrder('o1')],
      () => (failing ? { status: 500, body: {} } : undefined),
    );
    const user = renderAt('/admin/orders');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'o1' })).toBeInTheDocument();
  });

  it('when an order is paid elsewhere, then the open list fetches again and shows it', async () => {
    const pushes = capturePushes();
    let orders = [anOrder('o1')];
    installOrdersApi(() => orders);
    renderAt('/admin/orders');
    await screen.findByRole('cell', { name: 'o1' });

    orders = [anOrder('o9', 'Processing', true), ...orders];
    act(() => pushes.orderPaid?.({ orderId: 'o9', userId: 'user-o9', amount: 5500, currency: 'NGN' }));

    expect(await screen.findByRole('cell', { name: 'o9' })).toBeInTheDocument();
  });
});

describe('admin order detail', () => {
  it('when the order loads, then its five sections and payment status show', async () => {
    capturePushes();
    installOrdersApi(
      () => [],
      (url) =>
        url === '/api/orders/o1' ? { status: 200, body: anOrder('o1', 'Processing', true) } : undefined,
    );
    renderAt('/admin/orders/o1');

    for (const name of [
      'User Information',
      'Shipping Details',
      'Payment Information',
      'Order Items',
      'Update Order Status',
    ])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('o1@example.ng')).toBeInTheDocument();
    expect(screen.getByText('successful')).toHaveClass('green');
    expect(screen.getByText('NGN 5,500.00')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Shea Butter/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Orders' })).toBeInTheDocument();
  });

  it('when the admin saves a status, then it is PUT and the success toast follows', async () => {
    capturePushes();
    const success = jest.spyOn(toast, 'success');
    let saved = anOrder('o1');
    const bodies: unknown[] = [];
    installOrdersApi(
      () => [],
      (url, init) => {
        if (url === '/api/orders/o1/status') {
          bodies.push(JSON.parse(String(init.body)));
          saved = { ...saved, status: 'Out for Delivery' };
          return { status: 200, body: saved };
        }
        return url === '/api/orders/o1' ? { status: 200, body: saved } : undefined;
      },
    );
    const user = renderAt('/admin/orders/o1');
    const select = await screen.findByRole('combobox', { name: 'Status' });

    await user.selectOptions(select, 'Out for Delivery');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Order status updated successfully.'));
    expect(bodies).toEqual([{ status: 'Out for Delivery' }]);
    expect(screen.getByText('Current status:')).toHaveTextContent('Out for Delivery');
  });

  it('when saving fails, then the server message is toasted', async () => {
    capturePushes();
    const failure = jest.spyOn(toast, 'error');
    installOrdersApi(
      () => [],
      (url) =>
        url === '/api/orders/o1/status'
          ? { status: 500, body: {} }
          : url === '/api/orders/o1'
            ? { status: 200, body: anOrder('o1') }
            : undefined,
    );
    const user = renderAt('/admin/orders/o1');
    await screen.findByRole('combobox', { name: 'Status' });

    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update status'));
  });

  it('when the status changes elsewhere, then the page shows it live, and what may follow it', async () => {
    const pushes = capturePushes();
    let current: Order = { ...anOrder('o1'), nextStatuses: ['Cancelled'] };
    installOrdersApi(
      () => [],
      (url) => (url === '/api/orders/o1' ? { status: 200, body: current } : undefined),
    );
    renderAt('/admin/orders/o1');
    await screen.findByRole('heading', { level: 2, name: 'Update Order Status' });

    current = { ...current, status: 'Cancelled', nextStatuses: [] };
    act(() => pushes.orderStatusUpdated?.({ orderId: 'o1', status: 'Cancelled' }));

    await waitFor(() => expect(screen.getByText('Current status:')).toHaveTextContent('Cancelled'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Cancelled');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled());
    expect(screen.getByText('This order is Cancelled: no further status can be set.')).toBeInTheDocument();
  });

  it('when the order service names the next statuses, then only those follow the current one', async () => {
    capturePushes();
    const processing = { ...anOrder('o1', 'Processing', true), nextStatuses: ['Shipped', 'Delivered'] };
    installOrdersApi(
      () => [],
      (url) => (url === '/api/orders/o1' ? { status: 200, body: processing } : undefined),
    );
    renderAt('/admin/orders/o1');

    const select = await screen.findByRole('combobox', { name: 'Status' });

    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Processing', 'Shipped', 'Delivered']);
    expect(select).toBeEnabled();
  });

  it('when a refund is in progress, then no status is offered and the form says why', async () => {
    capturePushes();
    const held = anOrder('o1', 'Processing', true);
    const refunding: Order = {
      ...held,
      paymentInfo: { ...held.paymentInfo, status: 'refunding' },
      nextStatuses: [],
    };
    installOrdersApi(
      () => [],
      (url) => (url === '/api/orders/o1' ? { status: 200, body: refunding } : undefined),
    );
    renderAt('/admin/orders/o1');

    const select = await screen.findByRole('combobox', { name: 'Status' });

    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      'A refund is in progress, so the status cannot change until the provider confirms it.',
    );
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it('when the order cannot be fetched, then Retry loads it again', async () => {
    capturePushes();
    let failing = true;
    installOrdersApi(
      () => [],
      (url) =>
        url === '/api/orders/o1'
          ? failing
            ? { status: 500, body: {} }
            : { status: 200, body: anOrder('o1') }
          : undefined,
    );
    const user = renderAt('/admin/orders/o1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch order');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Order Items' })).toBeInTheDocument();
  });
});
