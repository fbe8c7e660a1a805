import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currency, live, session, type LiveHandler } from '@glow/web-kit';
import {
  WithQueryClient,
  installFetch,
  installPendingFetch,
  shopper,
  token,
  type FakeAnswer,
} from '@glow/web-kit/testing';
import { OrderPage, OrdersPage } from '../src/features/orders';
import { lipstick, order, orderReturn, paidOrder, refundCase } from './order-fixtures';

function renderAt(path: string, state?: unknown) {
  act(() => session.login(token, shopper));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

function answer(routes: Record<string, () => FakeAnswer>) {
  return installFetch((url, init) => routes[`${init.method} ${url}`]?.() ?? { status: 404, body: {} });
}

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
  act(() => currency.setSelected('NGN'));
});

describe('orders list', () => {
  it('when the orders are loading, then a spinner says so', () => {
    installPendingFetch();
    renderAt('/orders');
    expect(screen.getByRole('status', { name: 'Loading orders...' })).toBeInTheDocument();
  });

  it('when the shopper has orders, then each row shows id, date, total, status and View Details to its page', async () => {
    answer({ 'GET /api/orders': () => ({ status: 200, body: [paidOrder()] }) });
    renderAt('/orders');

    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('o1')).toBeInTheDocument();
    expect(within(row).getByText('₦5,500.00')).toBeInTheDocument();
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/orders/o1');
    for (const name of ['Order ID', 'Date', 'Total Amount', 'Status'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('when there are no orders, then the empty state says so', async () => {
    answer({ 'GET /api/orders': () => ({ status: 200, body: [] }) });
    renderAt('/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it('when the orders cannot be fetched, then Failed to fetch orders shows and Retry loads them', async () => {
    let fail = true;
    answer({ 'GET /api/orders': () => (fail ? { status: 500 } : { status: 200, body: [order()] }) });
    const user = renderAt('/orders');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('o1')).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('when the shopper arrives from a paid checkout, then the success text, details, payment and items show', async () => {
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: paidOrder() }) });
    renderAt('/orders/o1', { paid: true });

    expect(await screen.findByText('Payment successful! Your order is being processed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Orders/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('5 Allen Avenue')).toBeInTheDocument();
    expect(screen.getByText('glow-tx-1')).toBeInTheDocument();
    expect(screen.getByText('NGN 5,500.00')).toBeInTheDocument();
    expect(screen.getByText('successful')).toHaveClass('success');
    expect(screen.getByRole('cell', { name: /Velvet Lipstick/ })).toBeInTheDocument();
  });

  function captureStatusPushes() {
    const pushes: { send: LiveHandler<'orderStatusUpdated'> } = { send: () => undefined };
    jest.spyOn(live, 'subscribe').mockImplementation((_event, handler) => {
      pushes.send = handler as LiveHandler<'orderStatusUpdated'>;
      return () => undefined;
    });
    jest.spyOn(live, 'onConnect').mockReturnValue(() => undefined);
    return pushes;
  }

  afterEach(() => jest.restoreAllMocks());

  it('when an admin changes the status, then the open page shows the new status live', async () => {
    const pushes = captureStatusPushes();
    let current = paidOrder();
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: current }) });
    renderAt('/orders/o1');
    await screen.findByText('Processing');

    current = { ...current, status: 'Shipped' };
    act(() => pushes.send({ orderId: 'other', status: 'Cancelled' }));
    act(() => pushes.send({ orderId: 'o1', status: 'Shipped' }));

    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment successful! Your order is being processed.')).not.toBeInTheDocument();
  });

  it('when checkout arrives before the provider confirmed the payment, then the page says it is confirming and shows the success text once the order is paid', async () => {
    const pushes = captureStatusPushes();
    let current = order();
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: current }) });
    renderAt('/orders/o1', { paid: false });
    expect(
      await screen.findByText(
        'We are still confirming your payment. This page updates when it is confirmed.',
      ),
    ).toBeInTheDocument();

    current = paidOrder();
    act(() => pushes.send({ orderId: 'o1', status: 'Processing' }));

    expect(await screen.findByText('Payment successful! Your order is being processed.')).toBeInTheDocument();
    expect(screen.queryByText(/still confirming/)).not.toBeInTheDocument();
    expect(screen.getByText('successful')).toBeInTheDocument();
  });

  it('when an unpaid order is opened later, not from checkout, then no confirming text shows', async () => {
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: order() }) });
    renderAt('/orders/o1');
    expect(await screen.findByText('pending')).toHaveClass('warning');
    expect(screen.queryByText(/still confirming/)).not.toBeInTheDocument();
  });

  it.each([
    ['failed', 'failed', 'danger'],
    ['expired', 'Expired', 'neutral'],
    ['refund-needed', 'Refund needed', 'neutral'],
    ['partly-refunded', 'Partly refunded', 'neutral'],
  ] as const)(
    'when the payment status is %s, then Payment Information reads %p in the %s tone',
    async (status, label, tone) => {
      const unpaid = order({ paymentInfo: { ...order().paymentInfo, status } });
      answer({ 'GET /api/orders/o1': () => ({ status: 200, body: unpaid }) });
      renderAt('/orders/o1');

      const payment = await screen.findByRole('region', { name: 'Payment Information' });
      expect(within(payment).getByText(label)).toHaveClass(tone);
    },
  );

  it('when an ordered product has no picture, then its line shows the orders fallback /uploads/default.jpg', async () => {
    const bare = { ...lipstick, images: [] };
    answer({
      'GET /api/orders/o1': () => ({
        status: 200,
        body: order({ orderItems: [{ product: bare, quantity: 2 }] }),
      }),
    });
    renderAt('/orders/o1');

    const line = await screen.findByRole('cell', { name: /Velvet Lipstick/ });
    expect(within(line).getByRole('presentation')).toHaveAttribute('src', '/uploads/default.jpg');
  });

  it('when the order does not exist, then No order found. shows', async () => {
    answer({ 'GET /api/orders/o9': () => ({ status: 404, body: { message: 'Order not found' } }) });
    renderAt('/orders/o9');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order found.');
  });

  it('when the order cannot be fetched, then Failed to fetch order shows', async () => {
    answer({ 'GET /api/orders/o1': () => ({ status: 500 }) });
    renderAt('/orders/o1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch order');
  });
});

describe('order detail: refunds', () => {
  it('when money was given back or is on its way, then Refunds lists each with its date, amount, items and status', async () => {
    const lines = [{ productId: 'p1', name: 'Velvet Lipstick', quantity: 2 }];
    const refunded = {
      ...paidOrder(),
      paymentInfo: { ...paidOrder().paymentInfo, status: 'partly-refunded' as const },
      refunds: [
        refundCase('refunded', 4000, '2026-03-03T09:30:00Z', lines),
        refundCase('refused', 300, '2026-03-04T09:30:00Z'),
        refundCase('requested', 500, '2026-03-05T09:30:00Z'),
        { ...refundCase('open', 5500, '2026-03-06T09:30:00Z'), part: undefined },
      ],
    };
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: refunded }) });
    renderAt('/orders/o1');

    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const headers = within(refunds)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Amount', 'Items', 'Status']);
    const rows = within(refunds)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [expect.stringMatching(/3 Mar 2026/), 'NGN 4,000.00', '2 × Velvet Lipstick', 'Refunded'],
      [expect.stringMatching(/5 Mar 2026/), 'NGN 500.00', '—', 'On its way'],
    ]);
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('2 × Velvet Lipstick');
    expect(within(refunds).getByText('Refunded')).toHaveClass('success');
    expect(within(refunds).getByText('On its way')).toHaveClass('primary');
    expect(within(refunds).queryByText('Two arrived broken')).not.toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment Information' });
    expect(within(payment).getByText('Partly refunded')).toHaveClass('neutral');
  });

  it.each([
    ['no refund', []],
    [
      'only cases the shopper is not told of',
      [refundCase('open', 100, '2026-03-03T09:30:00Z'), refundCase('refused', 300, '2026-03-04T09:30:00Z')],
    ],
  ])('when the order has %s, then no Refunds section shows', async (_, refunds) => {
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: { ...paidOrder(), refunds } }) });
    renderAt('/orders/o1');

    await screen.findByRole('region', { name: 'Payment Information' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe('order detail: returns', () => {
  const lipsticks = (quantity: number) => [{ productId: 'p1', name: 'Velvet Lipstick', quantity }];
  const delivered = (returns?: ReturnType<typeof orderReturn>[]) => ({
    ...paidOrder(),
    status: 'Delivered' as const,
    ...(returns ? { returns } : {}),
  });

  it('when goods were sent back, then Returns lists each with its date, items and status, leaving out a withdrawn one', async () => {
    answer({
      'GET /api/orders/o1': () => ({
        status: 200,
        body: delivered([
          orderReturn(1, 'received', '2026-03-06T12:00:00Z', lipsticks(1)),
          orderReturn(2, 'withdrawn', '2026-03-07T12:00:00Z', lipsticks(1)),
          orderReturn(3, 'requested', '2026-03-08T12:00:00Z', [
            { productId: 'p1', name: 'Velvet Lipstick', quantity: 1 },
            { productId: 'p2', name: 'Shea Butter', quantity: 2 },
          ]),
        ]),
      }),
    });
    renderAt('/orders/o1');

    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(
      within(returns)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Items', 'Status']);
    const rows = within(returns)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [expect.stringMatching(/6 Mar 2026/), '1 × Velvet Lipstick', 'Returned'],
      [expect.stringMatching(/8 Mar 2026/), '1 × Velvet Lipstick2 × Shea Butter', 'Return requested'],
    ]);
    expect(
      within(returns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Velvet Lipstick', '1 × Velvet Lipstick', '2 × Shea Butter']);
    expect(within(returns).getByText('Returned')).toHaveClass('success');
    expect(within(returns).getByText('Return requested')).toHaveClass('primary');
    expect(within(returns).queryByText('Withdrawn')).not.toBeInTheDocument();
    expect(within(returns).queryByText('Arrived broken')).not.toBeInTheDocument();
  });

  it.each([
    ['no return', delivered([])],
    ['no returns from an older order service', delivered()],
    [
      'only a withdrawn return',
      delivered([orderReturn(1, 'withdrawn', '2026-03-06T12:00:00Z', lipsticks(1))]),
    ],
  ])('when the order has %s, then no Returns section shows', async (_, shown) => {
    answer({ 'GET /api/orders/o1': () => ({ status: 200, body: shown }) });
    renderAt('/orders/o1');

    await screen.findByRole('region', { name: 'Payment Information' });
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Returns' })).not.toBeInTheDocument();
  });
});
