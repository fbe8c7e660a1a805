import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Order } from '@glow/contracts';
import { cart, currency, live, session } from '@glow/web-kit';
import { WithQueryClient, installFetch, shopper, token, type FakeAnswer } from '@glow/web-kit/testing';
import { OrderPage, OrdersPage } from '../src/features/orders';
import { lipstick, order, paidOrder, paymentConfig } from './order-fixtures';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const awaiting = (overrides: Partial<Order['paymentInfo']> = {}, id = 'o1') =>
  order({ _id: id, paymentInfo: { ...order().paymentInfo, expiresAt: inMinutes(20), ...overrides } });
const declined = 'Your card was declined. Please try again or use another card.';

function renderAt(path: string) {
  act(() => session.login(token, shopper));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

function installApi(routes: Record<string, (body: unknown) => FakeAnswer>) {
  return installFetch((url, init) => {
    const call = `${init.method} ${url}`;
    if (call === 'GET /api/payments/config') return { status: 200, body: paymentConfig() };
    if (call === 'GET /api/cart') return { status: 200, body: [] };
    const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
    return routes[call]?.(body) ?? { status: 404, body: {} };
  });
}

function fakeFlutterwave(...responses: object[]) {
  const checkout = jest.fn((options: { callback(r: object): void; onclose(): void }) => {
    const response = responses.shift();
    if (response) options.callback(response);
    else options.onclose();
  });
  window.FlutterwaveCheckout = checkout as never;
  return checkout;
}

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
  act(() => currency.setSelected('NGN'));
  delete window.FlutterwaveCheckout;
  jest.spyOn(live, 'subscribe').mockReturnValue(() => undefined);
  jest.spyOn(live, 'onConnect').mockReturnValue(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('My Orders', () => {
  it('when orders await payment, then they read Awaiting payment with Complete payment; paid, cancelled and past-window ones do not', async () => {
    installApi({
      'GET /api/orders': () => ({
        status: 200,
        body: [
          awaiting({}, 'pending1'),
          awaiting({ status: 'failed' }, 'declined1'),
          { ...awaiting({}, 'cancelled1'), status: 'Cancelled' },
          awaiting({ expiresAt: inMinutes(-1) }, 'closed1'),
          { ...paidOrder(), _id: 'paid1' },
        ],
      }),
    });
    renderAt('/orders');

    const row = async (id: string) => (await screen.findByRole('cell', { name: id })).closest('tr')!;
    for (const id of ['pending1', 'declined1']) {
      expect(within(await row(id)).getByText('Awaiting payment')).toHaveClass('warning');
      expect(
        within(await row(id)).getByRole('button', { name: `Complete payment for order ${id}` }),
      ).toBeEnabled();
    }
    expect(within(await row('cancelled1')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await row('closed1')).getByText('Pending')).toBeInTheDocument();
    expect(within(await row('paid1')).getByText('Processing')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Complete payment/ })).toHaveLength(2);
  });

  it('when the shopper presses Complete payment, then the provider opens for the same order and a verified payment opens its page with the success text', async () => {
    let current = awaiting({ currency: 'USD', amount: 3.58, method: 'flutterwave' });
    const fetch = installApi({
      'GET /api/orders': () => ({ status: 200, body: [current] }),
      'GET /api/orders/o1': () => ({ status: 200, body: current }),
      'POST /api/orders/verify': () => {
        current = paidOrder();
        return { status: 200, body: { order: current } };
      },
    });
    const checkout = fakeFlutterwave({ status: 'successful', transaction_id: 501, tx_ref: 'glow-tx-1' });
    const user = renderAt('/orders');
    const serum = { ...lipstick, _id: 'p2', name: 'Glow Serum' };
    act(() =>
      cart.set([
        { product: lipstick, quantity: 3 },
        { product: serum, quantity: 1 },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: /^Complete payment/ }));

    expect(await screen.findByText('Payment successful! Your order is being processed.')).toBeInTheDocument();
    expect(checkout.mock.calls[0]![0]).toMatchObject({
      public_key: 'FLWPUBK_TEST-1',
      tx_ref: 'glow-tx-1',
      amount: 3.58,
      currency: 'USD',
      customer: { email: shopper.email, name: 'Ada Obi', phone_number: '08031234567' },
      meta: { orderId: 'o1', amount: 3.58, currency: 'USD', shippingCost: 1500 },
    });
    const verify = fetch.mock.calls.find(([url]) => url === '/api/orders/verify')!;
    expect(JSON.parse((verify[1] as RequestInit).body as string)).toEqual({
      tx_ref: 'glow-tx-1',
      transaction_id: '501',
      paymentMethod: 'flutterwave',
    });
    // The paid two lipsticks leave the cart shown at once; cart's own copy follows on order.paid.
    expect(cart.get()).toEqual([
      { product: lipstick, quantity: 1 },
      { product: serum, quantity: 1 },
    ]);
  });
});

describe('order detail awaiting payment', () => {
  it('when the order awaits payment, then a Complete payment section shows; a declined card says so and the order shows the failed payment', async () => {
    let current = awaiting();
    installApi({
      'GET /api/orders/o1': () => ({ status: 200, body: current }),
      'POST /api/orders/verify': () => {
        current = awaiting({ status: 'failed' });
        return { status: 402, body: { message: declined, order: current } };
      },
    });
    fakeFlutterwave({ status: 'failed', transaction_id: 502, tx_ref: 'glow-tx-1' });
    const user = renderAt('/orders/o1');

    const section = await screen.findByRole('region', { name: 'Awaiting payment' });
    expect(section).toHaveTextContent(/You can pay for it until/);
    await user.click(within(section).getByRole('button', { name: 'Complete payment' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(declined);
    const payment = screen.getByRole('region', { name: 'Payment Information' });
    expect(await within(payment).findByText('failed')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Complete payment' })).toBeEnabled();
  });

  it('when the window is closed without paying, then Payment was not completed. shows and the order still awaits payment', async () => {
    installApi({ 'GET /api/orders/o1': () => ({ status: 200, body: awaiting() }) });
    fakeFlutterwave();
    const user = renderAt('/orders/o1');

    await user.click(await screen.findByRole('button', { name: 'Complete payment' }));

    expect(await screen.findByText('Payment was not completed.', {}, { timeout: 1_500 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete payment' })).toBeEnabled();
  });

  it('when the payment window passes while the page is open, then the button goes', async () => {
    installApi({
      'GET /api/orders/o1': () => ({
        status: 200,
        body: awaiting({ expiresAt: new Date(Date.now() + 1_500).toISOString() }),
      }),
    });
    renderAt('/orders/o1');
    expect(await screen.findByRole('button', { name: 'Complete payment' })).toBeInTheDocument();

    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));

    expect(screen.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Awaiting payment' })).not.toBeInTheDocument();
  });

  it('when checkout arrives before the payment is confirmed, then no Complete payment is offered meanwhile', async () => {
    installApi({ 'GET /api/orders/o1': () => ({ status: 200, body: awaiting() }) });
    act(() => session.login(token, shopper));
    render(
      <MemoryRouter initialEntries={[{ pathname: '/orders/o1', state: { paid: false } }]}>
        <Routes>
          <Route path="/orders/:id" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: WithQueryClient },
    );

    expect(await screen.findByText(/still confirming your payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
  });
});
