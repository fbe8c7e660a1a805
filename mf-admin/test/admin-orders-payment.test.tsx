import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Order, PaymentFilter } from '@glow/contracts/browser';
import { live, session } from '@glow/web-kit';
import { WithQueryClient, installFetch } from '@glow/web-kit/testing';
import { AdminOrdersPage } from '../src/features/orders';
import { adminUser, token } from './admin-users';
import { anOrder } from './order-fixtures';

const withOpenRefund = (order: Order): Order => ({
  ...order,
  refunds: [{ reason: 'refund: paid twice', status: 'open', openedAt: '2026-03-02T12:10:00Z' }],
});

const orders = [
  anOrder('paid1'),
  withOpenRefund(anOrder('twice1')),
  anOrder('pending1', 'pending'),
  anOrder('declined1', 'failed'),
  anOrder('expired1', 'expired'),
  anOrder('short1', 'refund-needed'),
];

/** Which orders the order service answers for each `payment` (its SQL, over the list above). */
const byPayment: Record<PaymentFilter, (order: Order) => boolean> = {
  paid: (order) => order.isPaid,
  awaiting: (order) => !order.isPaid && ['pending', 'failed'].includes(order.paymentInfo.status),
  expired: (order) => order.paymentInfo.status === 'expired',
  refund: (order) =>
    order.paymentInfo.status === 'refund-needed' ||
    order.refunds.some((refund) => refund.status !== 'refunded'),
  all: () => true,
};

function installOrdersApi() {
  const urls: string[] = [];
  installFetch((url) => {
    if (!url.startsWith('/api/orders/all')) return { status: 404, body: {} };
    urls.push(url);
    const query = new URL(url, 'http://glow.test').searchParams;
    const payment = (query.get('payment') ?? 'paid') as PaymentFilter;
    const found = orders.filter(
      (order) => byPayment[payment](order) && (!query.get('status') || order.status === query.get('status')),
    );
    return { status: 200, body: { items: found, total: found.length, page: 1, pages: 1 } };
  });
  return { urls };
}

function Address() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

function renderAt(path: string) {
  act(() => session.login(token, adminUser));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/orders"
          element={
            <>
              <AdminOrdersPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

const shownIds = () =>
  screen
    .getAllByRole('link', { name: /^View/ })
    .map((link) => link.getAttribute('href')!.replace('/admin/orders/', ''))
    .sort();

beforeEach(() => {
  jest.spyOn(live, 'subscribe').mockReturnValue(() => undefined);
  jest.spyOn(live, 'onConnect').mockReturnValue(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  session.logout();
});

describe('All Orders by payment', () => {
  it('when the list opens, then the Payment filter reads Paid and only paid orders are asked for and shown', async () => {
    const { urls } = installOrdersApi();
    renderAt('/admin/orders');

    await screen.findByRole('cell', { name: 'paid1' });
    const payment = screen.getByRole('combobox', { name: 'Payment' });
    expect(payment).toHaveDisplayValue('Paid');
    expect(
      within(payment)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paid', 'Awaiting payment', 'Expired', 'Needs refund', 'All payments']);
    expect(shownIds()).toEqual(['paid1', 'twice1']);
    expect(urls).toEqual(['/api/orders/all']);
  });

  it.each([
    ['Awaiting payment', 'awaiting', ['declined1', 'pending1']],
    ['Expired', 'expired', ['expired1']],
    ['Needs refund', 'refund', ['short1', 'twice1']],
    ['All payments', 'all', ['declined1', 'expired1', 'paid1', 'pending1', 'short1', 'twice1']],
  ])(
    'when the admin picks %s, then the server is asked for payment=%s and its orders show',
    async (label, value, ids) => {
      const { urls } = installOrdersApi();
      const user = renderAt('/admin/orders?page=2');
      await screen.findByRole('cell', { name: 'paid1' });

      await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), label);

      await waitFor(() => expect(shownIds()).toEqual(ids));
      expect(urls.at(-1)).toBe(`/api/orders/all?payment=${value}`);
      expect(screen.getByTestId('address')).toHaveTextContent(`?payment=${value}`);
    },
  );

  it('when the address names a payment and a status (the dashboard’s links), then both filters are set and asked for', async () => {
    const { urls } = installOrdersApi();
    renderAt('/admin/orders?status=Pending&payment=all');

    await screen.findByRole('cell', { name: 'pending1' });

    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('All payments');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    expect(shownIds()).toEqual(['declined1', 'expired1', 'pending1', 'short1']);
    expect(urls).toEqual(['/api/orders/all?status=Pending&payment=all']);
  });

  it('when the admin goes back to Paid, then the payment leaves the address and the default list shows', async () => {
    const { urls } = installOrdersApi();
    const user = renderAt('/admin/orders?payment=expired');
    await screen.findByRole('cell', { name: 'expired1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Paid');

    await waitFor(() => expect(shownIds()).toEqual(['paid1', 'twice1']));
    expect(urls.at(-1)).toBe('/api/orders/all');
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
  });
});
