import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Order } from '@glow/contracts/browser';
import { live, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { AdminOrderPage } from '../src/features/orders';
import { adminUser, token } from './admin-users';
import { ownPaymentRefund, paidOrder } from './order-fixtures';

interface Call {
  method: string;
  url: string;
  body?: unknown;
  key?: string;
}

/** GET /api/orders/o1 answers `current()`; POST /api/orders/o1/refund answers `refund(body)`. */
function installOrderApi(
  current: () => Order,
  refund: (body: unknown) => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 500, body: {} }),
) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    const key = new Headers(init.headers).get('Idempotency-Key') ?? undefined;
    calls.push({ method, url, body, key });
    if (method === 'GET' && url === '/api/orders/o1') return { status: 200, body: current() };
    if (method === 'POST' && url === '/api/orders/o1/refund') return refund(body);
    return { status: 404, body: { message: 'No order found.' } };
  });
  return {
    refunds: () => calls.filter((call) => call.method === 'POST').map((call) => call.body),
    refundKeys: () => calls.filter((call) => call.method === 'POST').map((call) => call.key),
    orderFetches: () => calls.filter((call) => call.method === 'GET' && call.url === '/api/orders/o1').length,
  };
}

function renderOrder() {
  jest.spyOn(live, 'subscribe').mockReturnValue(() => undefined);
  jest.spyOn(live, 'onConnect').mockReturnValue(() => undefined);
  act(() => session.login(token, adminUser));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin/orders/o1']}>
      <Routes>
        <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

const payment = () => screen.getByRole('region', { name: 'Payment Information' });
const refundButton = () => within(payment()).queryByRole('button', { name: 'Refund' });
const dialog = () => screen.getByRole('dialog', { name: 'Refund Order' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await within(await screen.findByRole('region', { name: 'Payment Information' })).findByRole('button', {
      name: 'Refund',
    }),
  );
  return dialog();
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  session.logout();
});

describe('admin order detail: Refund', () => {
  it('when a paid order loads, then Payment Information offers Refund and no Refunds section shows', async () => {
    installOrderApi(() => paidOrder('o1'));
    renderOrder();

    await screen.findByRole('heading', { level: 2, name: 'Order Items' });
    expect(refundButton()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('when the admin presses Refund, then a labelled dialog states what goes back and how, keeps Tab inside, and Cancel closes it sending nothing', async () => {
    const api = installOrderApi(() => paidOrder('o1'));
    const user = renderOrder();

    const refund = await openDialog(user);

    expect(refund).toHaveAttribute('aria-modal', 'true');
    expect(refund).toHaveTextContent('NGN 5,500.00 will be given back to the buyer through Flutterwave.');
    expect(within(refund).getByRole('textbox', { name: 'Reason' })).toBeRequired();
    expect(within(refund).getByRole('button', { name: 'Refund' })).toBeEnabled();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(refund).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(within(refund).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refundButton()).toHaveFocus();
    expect(api.refunds()).toEqual([]);
  });

  it('when the reason is left blank, then the reason is asked for and nothing is sent', async () => {
    const api = installOrderApi(() => paidOrder('o1'));
    const user = renderOrder();
    const refund = await openDialog(user);

    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    const reason = within(refund).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Please give a reason for the refund.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(api.refunds()).toEqual([]);
  });

  it('when the admin refunds with a reason, then it is POSTed, Refunding... shows while sending, Refund requested. is toasted and the case is listed as Requested', async () => {
    const success = jest.spyOn(toast, 'success');
    let current = paidOrder('o1');
    let answer: (a: FakeAnswer) => void = () => undefined;
    const api = installOrderApi(
      () => current,
      () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    const user = renderOrder();
    const refund = await openDialog(user);

    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), '  Damaged on arrival ');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    expect(within(refund).getByRole('button', { name: 'Refunding...' })).toBeDisabled();
    expect(within(refund).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.refunds()).toEqual([{ reason: 'Damaged on arrival' }]);

    current = { ...current, refunds: [ownPaymentRefund(current, 'requested', 'Damaged on arrival')] };
    act(() => answer({ status: 200, body: current }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Refund requested.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refundButton()).not.toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Requested')).toHaveClass('brand');
    expect(within(refunds).getByText('NGN 5,500.00')).toBeInTheDocument();
    expect(within(refunds).getByText('Damaged on arrival')).toBeInTheDocument();
    expect(within(payment()).getByText('successful')).toBeInTheDocument();
  });

  it('when the answer shows the money already given back, then Refund completed. is toasted and the payment reads Refunded', async () => {
    const success = jest.spyOn(toast, 'success');
    const order = paidOrder('o1');
    const refunded: Order = {
      ...order,
      paymentInfo: { ...order.paymentInfo, status: 'refunded' },
      refunds: [ownPaymentRefund(order, 'refunded', 'Customer changed her mind')],
    };
    installOrderApi(
      () => order,
      () => ({ status: 200, body: refunded }),
    );
    const user = renderOrder();
    const refund = await openDialog(user);

    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Customer changed her mind');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Refund completed.'));
    expect(within(payment()).getByText('Refunded')).toHaveClass('neutral');
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getByText('Refunded')).toHaveClass(
      'green',
    );
    expect(refundButton()).not.toBeInTheDocument();
  });

  it('when the order service refuses (409), then its message is toasted, the dialog closes and the order is fetched again', async () => {
    const failure = jest.spyOn(toast, 'error');
    const order = paidOrder('o1');
    let current = order;
    const api = installOrderApi(
      () => current,
      () => {
        current = { ...order, status: 'Shipped' };
        return { status: 409, body: { message: 'This order has shipped, so it cannot be refunded here.' } };
      },
    );
    const user = renderOrder();
    const refund = await openDialog(user);

    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Wrong shade sent');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('This order has shipped, so it cannot be refunded here.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Current status:')).toHaveTextContent('Shipped'));
    expect(refundButton()).not.toBeInTheDocument();
    expect(api.orderFetches()).toBe(2);
  });

  it('when the provider cannot be reached, then the message is toasted and the dialog stays open with the reason', async () => {
    const failure = jest.spyOn(toast, 'error');
    installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 503, body: { message: 'The provider could not be reached; try again shortly.' } }),
    );
    const user = renderOrder();
    const refund = await openDialog(user);

    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Wrong shade sent');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The provider could not be reached; try again shortly.'),
    );
    expect(within(dialog()).getByRole('textbox', { name: 'Reason' })).toHaveValue('Wrong shade sent');
    expect(within(dialog()).getByRole('button', { name: 'Refund' })).toBeEnabled();
  });

  it('when the admin tries again in the same dialog, then the same Idempotency-Key goes, and a new dialog sends a new one', async () => {
    const api = installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 503, body: { message: 'The provider could not be reached; try again shortly.' } }),
    );
    const user = renderOrder();
    const refund = await openDialog(user);
    await user.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Wrong shade sent');

    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys()).toHaveLength(1));
    await user.click(within(dialog()).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys()).toHaveLength(2));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const again = await openDialog(user);
    await user.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Wrong shade sent');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys()).toHaveLength(3));

    const [first, retry, fresh] = api.refundKeys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(fresh).not.toBe(first);
  });

  it('when a refund waits for the provider, then the order is fetched again until it reads refunded', async () => {
    jest.useFakeTimers();
    const order = paidOrder('o1');
    let current: Order = { ...order, refunds: [ownPaymentRefund(order, 'requested', 'Damaged')] };
    const api = installOrderApi(() => current);
    renderOrder();
    await screen.findByText('Requested');

    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(api.orderFetches()).toBe(2);
    current = {
      ...order,
      paymentInfo: { ...order.paymentInfo, status: 'refunded' },
      refunds: [ownPaymentRefund(order, 'refunded', 'Damaged')],
    };
    await act(async () => jest.advanceTimersByTimeAsync(5000));

    expect(within(payment()).getByText('Refunded')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(api.orderFetches()).toBe(3);
  });
});

describe('admin order detail: Refunds section', () => {
  it('when the order has refund cases, then each shows its amount (when known), reason, note, status and date opened', async () => {
    const order = paidOrder('o1', {
      isPaid: false,
      status: 'Pending',
      paidAt: null,
      paymentInfo: {
        ...paidOrder('o1').paymentInfo,
        status: 'refund-needed',
        reason: 'refund: paid 100, expected 5500',
      },
      refunds: [
        {
          transactionId: 'flw-short',
          amount: 100,
          currency: 'NGN',
          reason: 'refund: paid 100, expected 5500',
          status: 'open',
          openedAt: '2026-03-02T12:06:00Z',
        },
        {
          transactionId: 'flw-second',
          amount: 5500,
          currency: 'NGN',
          reason: 'refund: charged again by transaction flw-second after flw-short',
          status: 'requested',
          openedAt: '2026-03-03T08:00:00Z',
          note: 'Charged twice',
        },
        { reason: 'refund: rejected', status: 'refunded', openedAt: '2026-03-04T10:00:00Z' },
      ],
    });
    installOrderApi(() => order);
    renderOrder();

    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const headers = within(refunds)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Opened', 'Amount', 'Reason', 'Admin Note', 'Status']);
    const rows = within(refunds)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [expect.stringMatching(/Mar 2026/), 'NGN 100.00', 'Paid 100, expected 5500', '—', 'Open'],
      [
        expect.stringMatching(/Mar 2026/),
        'NGN 5,500.00',
        'Charged again by transaction flw-second after flw-short',
        'Charged twice',
        'Requested',
      ],
      [expect.stringMatching(/Mar 2026/), '—', 'Rejected', '—', 'Refunded'],
    ]);
    expect(within(refunds).getByText('Open')).toHaveClass('yellow');
    expect(within(refunds).getByText('Requested')).toHaveClass('brand');
    expect(within(refunds).getByText('Refunded')).toHaveClass('green');
    expect(within(payment()).getByText('Refund needed')).toHaveClass('neutral');
    expect(within(payment()).getByText('Paid 100, expected 5500')).toBeInTheDocument();
  });
});

describe('admin order detail: when Refund is offered', () => {
  const order = paidOrder('o1');
  const cases: Array<[string, Order, string | null]> = [
    ['a paid order', order, 'NGN 5,500.00'],
    ['a Shipped order', { ...order, status: 'Shipped' }, null],
    ['an Out for Delivery order', { ...order, status: 'Out for Delivery' }, null],
    ['a Delivered order', { ...order, status: 'Delivered' }, null],
    ['a Cancelled paid order', { ...order, status: 'Cancelled' }, 'NGN 5,500.00'],
    [
      'an unpaid order',
      {
        ...order,
        status: 'Pending',
        isPaid: false,
        paidAt: null,
        paymentInfo: { ...order.paymentInfo, status: 'pending', payment_id: undefined },
      },
      null,
    ],
    [
      'an order whose refund was requested',
      { ...order, refunds: [ownPaymentRefund(order, 'requested')] },
      null,
    ],
    [
      'a refunded order',
      {
        ...order,
        paymentInfo: { ...order.paymentInfo, status: 'refunded' },
        refunds: [ownPaymentRefund(order, 'refunded')],
      },
      null,
    ],
    [
      'a short payment owed back (refund needed)',
      {
        ...order,
        status: 'Pending',
        isPaid: false,
        paidAt: null,
        paymentInfo: { ...order.paymentInfo, status: 'refund-needed', payment_id: undefined },
        refunds: [
          {
            transactionId: 'flw-short',
            amount: 100,
            currency: 'NGN',
            reason: 'refund: paid 100, expected 5500',
            status: 'open',
            openedAt: '2026-03-02T12:06:00Z',
          },
        ],
      },
      'NGN 100.00',
    ],
    [
      'a paid order charged twice',
      {
        ...order,
        refunds: [
          {
            transactionId: 'flw-second',
            amount: 5500,
            currency: 'NGN',
            reason: 'refund: charged again',
            status: 'open',
            openedAt: '2026-03-02T12:07:00Z',
          },
        ],
      },
      'NGN 5,500.00',
    ],
  ];

  it.each(cases)(
    'when it is %s, then Refund shows only if there is money to give back',
    async (_, shown, amount) => {
      installOrderApi(() => shown);
      const user = renderOrder();
      await screen.findByRole('heading', { level: 2, name: 'Order Items' });

      if (amount === null) {
        expect(refundButton()).not.toBeInTheDocument();
        return;
      }
      await user.click(refundButton()!);
      expect(dialog()).toHaveTextContent(`${amount} will be given back to the buyer through Flutterwave.`);
    },
  );
});
