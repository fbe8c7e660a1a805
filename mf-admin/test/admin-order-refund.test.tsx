import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Order } from '@glow/contracts/browser';
import { live, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { AdminOrderPage } from '../src/features/orders';
import { adminUser, token } from './admin-users';
import { ownPaymentRefund, paidOrder, partRefund, twoLineOrder, wholeOnly } from './order-fixtures';

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

    current = {
      ...current,
      refunds: [ownPaymentRefund(current, 'requested', 'Damaged on arrival')],
      refundable: undefined,
    };
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
      refundable: undefined,
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
        current = { ...order, status: 'Shipped', refundable: undefined };
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
    expect(headers).toEqual(['Opened', 'Amount', 'Items', 'Reason', 'Admin Note', 'Status']);
    const rows = within(refunds)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [expect.stringMatching(/Mar 2026/), 'NGN 100.00', '—', 'Paid 100, expected 5500', '—', 'Open'],
      [
        expect.stringMatching(/Mar 2026/),
        'NGN 5,500.00',
        '—',
        'Charged again by transaction flw-second after flw-short',
        'Charged twice',
        'Requested',
      ],
      [expect.stringMatching(/Mar 2026/), '—', '—', 'Rejected', '—', 'Refunded'],
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
    [
      'a Cancelled paid order',
      { ...order, status: 'Cancelled', refundable: wholeOnly(order.refundable!.whole) },
      'NGN 5,500.00',
    ],
    ['a paid order the order service says nothing of', { ...order, refundable: undefined }, null],
    ['a Shipped order', { ...order, status: 'Shipped', refundable: undefined }, null],
    [
      'an order whose refund was requested',
      { ...order, refunds: [ownPaymentRefund(order, 'requested')], refundable: undefined },
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
        refundable: wholeOnly([{ amount: 100, currency: 'NGN' }]),
      },
      'NGN 100.00',
    ],
    [
      'an order with two open cases in one currency',
      {
        ...order,
        refundable: wholeOnly([
          { amount: 100, currency: 'NGN' },
          { amount: 5500, currency: 'NGN' },
        ]),
      },
      'NGN 5,600.00',
    ],
    [
      'an order charged in two currencies',
      {
        ...order,
        refundable: wholeOnly([
          { amount: 1000, currency: 'NGN' },
          { amount: 3, currency: 'USD' },
        ]),
      },
      'NGN 1,000.00 and USD 3.00',
    ],
    [
      'an order refunded in part, what is left known to payment only',
      {
        ...order,
        paymentInfo: { ...order.paymentInfo, status: 'partly-refunded' },
        refundable: { ...order.refundable!, whole: [{ currency: 'NGN' }] },
      },
      'What is left of the payment',
    ],
  ];

  it.each(cases)(
    'when it is %s, then Refund shows only if the order service says what it gives back',
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

  it('when no part is possible, then the dialog offers no choice', async () => {
    installOrderApi(() =>
      paidOrder('o1', { status: 'Cancelled', refundable: wholeOnly([{ amount: 5500, currency: 'NGN' }]) }),
    );
    const user = renderOrder();
    const refund = await openDialog(user);

    expect(within(refund).queryByRole('group')).not.toBeInTheDocument();
    expect(within(refund).queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('admin order detail: refunding a part', () => {
  const group = () => within(dialog()).getByRole('group', { name: 'What to give back' });
  const choose = (user: ReturnType<typeof userEvent.setup>, name: string) =>
    user.click(within(group()).getByRole('radio', { name }));
  const units = (name: string) => within(dialog()).getByRole('spinbutton', { name });
  const amountField = () => within(dialog()).getByRole('spinbutton', { name: 'Amount (NGN)' });
  const sentence = (amount: string) => `${amount} will be given back to the buyer through Flutterwave.`;

  async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
    await user.clear(field);
    if (text) await user.type(field, text);
  }

  async function submitWith(user: ReturnType<typeof userEvent.setup>, reason = 'Two were broken') {
    await user.type(within(dialog()).getByRole('textbox', { name: 'Reason' }), reason);
    await user.click(within(dialog()).getByRole('button', { name: 'Refund' }));
  }

  it('when a part is possible, then a labelled group offers Everything left (chosen), Some items and An amount', async () => {
    installOrderApi(() => twoLineOrder('o1'));
    const user = renderOrder();
    await openDialog(user);

    const radios = within(group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Everything left',
      'Some items',
      'An amount',
    ]);
    expect(within(group()).getByRole('radio', { name: 'Everything left' })).toBeChecked();
    expect(dialog()).toHaveTextContent(sentence('NGN 12,100.00'));
    expect(within(dialog()).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('when Some items is chosen, then each line takes 0 to its units left, shows what they give back, and the lines go in the request', async () => {
    const api = installOrderApi(
      () => twoLineOrder('o1'),
      () => ({ status: 200, body: twoLineOrder('o1') }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'Some items');
    const crayon = units('Matte Lip Crayon');
    expect(crayon).toHaveValue(0);
    expect(crayon).toHaveAttribute('min', '0');
    expect(crayon).toHaveAttribute('max', '3');
    expect(crayon).toHaveAccessibleDescription('3 left NGN 0.00');
    expect(units('Shea Butter')).toHaveAccessibleDescription('2 left NGN 0.00');
    expect(dialog()).toHaveTextContent(sentence('NGN 0.00'));

    await typeInto(user, crayon, '2');
    await typeInto(user, units('Shea Butter'), '1');

    expect(crayon).toHaveAccessibleDescription('3 left NGN 4,400.00');
    expect(dialog()).toHaveTextContent(sentence('NGN 5,900.00'));
    await submitWith(user);
    await waitFor(() => expect(api.refunds()).toHaveLength(1));
    expect(api.refunds()).toEqual([
      {
        reason: 'Two were broken',
        lines: [
          { productId: 'p1', quantity: 1 },
          { productId: 'p2', quantity: 2 },
        ],
      },
    ]);
  });

  it('when a line’s share is not a whole number of kobo, then its units give back round2(units × unitAmount)', async () => {
    const order = paidOrder('o1');
    const part = order.refundable!.part!;
    installOrderApi(() => ({
      ...order,
      refundable: {
        ...order.refundable!,
        part: { ...part, lines: [{ ...part.lines[0]!, unitAmount: 733.33333 }] },
      },
    }));
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'Some items');
    await typeInto(user, units('Shea Butter'), '2');

    expect(dialog()).toHaveTextContent(sentence('NGN 1,466.67'));
  });

  it('when no unit is chosen, then Choose at least one item. is said on the lines and nothing is sent', async () => {
    const api = installOrderApi(() => twoLineOrder('o1'));
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'Some items');
    await submitWith(user);

    expect(within(dialog()).getByText('Choose at least one item.')).toBeInTheDocument();
    expect(units('Shea Butter')).toHaveFocus();
    expect(units('Shea Butter')).toHaveAttribute('aria-invalid', 'true');
    expect(units('Shea Butter')).toHaveAccessibleDescription(/Choose at least one item\.$/);
    expect(api.refunds()).toEqual([]);
  });

  it('when a line asks for more units than are left, then that line says what it takes and nothing is sent', async () => {
    const api = installOrderApi(() => twoLineOrder('o1'));
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'Some items');
    await typeInto(user, units('Matte Lip Crayon'), '4');
    await submitWith(user);

    expect(units('Matte Lip Crayon')).toHaveFocus();
    expect(units('Matte Lip Crayon')).toHaveAccessibleDescription(/Enter a whole number from 0 to 3\.$/);
    expect(units('Shea Butter')).toHaveAttribute('aria-invalid', 'false');
    expect(api.refunds()).toEqual([]);
  });

  it('when An amount is chosen, then the field says the most, the sentence follows the amount, and the amount goes in the request', async () => {
    const api = installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 200, body: paidOrder('o1') }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    expect(amountField()).toHaveAccessibleDescription('Up to NGN 5,500.00.');
    expect(amountField()).toHaveAttribute('max', '5500');
    await typeInto(user, amountField(), '1234.5');

    expect(dialog()).toHaveTextContent(sentence('NGN 1,234.50'));
    await submitWith(user);
    await waitFor(() => expect(api.refunds()).toEqual([{ reason: 'Two were broken', amount: 1234.5 }]));
  });

  it.each([
    ['', 'Enter an amount above 0.'],
    ['0', 'Enter an amount above 0.'],
    ['-5', 'Enter an amount above 0.'],
    ['5500.01', 'The most you can give back is NGN 5,500.00.'],
    ['10.005', 'Use at most 2 decimal places.'],
  ])('when the amount is %p, then %p is said on the field and nothing is sent', async (typed, message) => {
    const api = installOrderApi(() => paidOrder('o1'));
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), typed);
    await submitWith(user);

    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription(`Up to NGN 5,500.00. ${message}`);
    expect(api.refunds()).toEqual([]);
  });

  it('when the amount equals the most, then it is sent', async () => {
    const api = installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 200, body: paidOrder('o1') }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), '5500');
    await submitWith(user);

    await waitFor(() => expect(api.refunds()).toEqual([{ reason: 'Two were broken', amount: 5500 }]));
  });

  it('when the admin goes back to Everything left, then neither lines nor an amount is sent', async () => {
    const api = installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 200, body: paidOrder('o1') }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), '100');
    await choose(user, 'Everything left');
    expect(dialog()).toHaveTextContent(sentence('NGN 5,500.00'));
    await submitWith(user);

    await waitFor(() => expect(api.refunds()).toEqual([{ reason: 'Two were broken' }]));
  });

  it('when the order service rejects the part (400), then its message is toasted and the dialog stays open with the choice', async () => {
    const failure = jest.spyOn(toast, 'error');
    installOrderApi(
      () => twoLineOrder('o1'),
      () => ({ status: 400, body: { message: 'At most 1 of Matte Lip Crayon can be refunded.' } }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'Some items');
    await typeInto(user, units('Matte Lip Crayon'), '2');
    await submitWith(user);

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('At most 1 of Matte Lip Crayon can be refunded.'),
    );
    expect(within(group()).getByRole('radio', { name: 'Some items' })).toBeChecked();
    expect(units('Matte Lip Crayon')).toHaveValue(2);
    expect(within(dialog()).getByRole('button', { name: 'Refund' })).toBeEnabled();
  });

  it('when the order service refuses the part (409), then its message is toasted and the dialog closes', async () => {
    const failure = jest.spyOn(toast, 'error');
    installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 409, body: { message: 'A refund is already in progress for this order.' } }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), '500');
    await submitWith(user);

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('A refund is already in progress for this order.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the admin retries a part, then the same Idempotency-Key goes; another choice sends another key', async () => {
    const api = installOrderApi(
      () => paidOrder('o1'),
      () => ({ status: 503, body: { message: 'The provider could not be reached; try again shortly.' } }),
    );
    const user = renderOrder();
    await openDialog(user);
    await choose(user, 'An amount');
    await typeInto(user, amountField(), '1000');
    await submitWith(user);
    await waitFor(() => expect(api.refundKeys()).toHaveLength(1));

    await user.click(within(dialog()).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys()).toHaveLength(2));
    await typeInto(user, amountField(), '2000');
    await user.click(within(dialog()).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys()).toHaveLength(3));

    const [first, retry, other] = api.refundKeys();
    expect(retry).toBe(first);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(first);
    expect(api.refunds().map((body) => (body as { amount: number }).amount)).toEqual([1000, 1000, 2000]);
  });

  it('when the answer shows the part refused by the provider, then that is toasted and the case reads Refused', async () => {
    const failure = jest.spyOn(toast, 'error');
    const success = jest.spyOn(toast, 'success');
    const order = paidOrder('o1');
    const refused: Order = {
      ...order,
      refunds: [partRefund(order, 1, 'refused', 500)],
    };
    installOrderApi(
      () => order,
      () => ({ status: 200, body: refused }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), '500');
    await submitWith(user);

    await waitFor(() => expect(failure).toHaveBeenCalledWith('The provider refused the refund.'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getByText('Refused')).toHaveClass('red');
  });

  it('when a second part is refunded at once after a first one, then Refund completed. is toasted', async () => {
    const success = jest.spyOn(toast, 'success');
    const order = twoLineOrder('o1');
    const first = partRefund(order, 1, 'refunded', 2200, [
      { productId: 'p2', name: 'Matte Lip Crayon', quantity: 1 },
    ]);
    const before: Order = { ...order, refunds: [first] };
    installOrderApi(
      () => before,
      () => ({ status: 200, body: { ...before, refunds: [first, partRefund(order, 2, 'refunded', 700)] } }),
    );
    const user = renderOrder();
    await openDialog(user);

    await choose(user, 'An amount');
    await typeInto(user, amountField(), '700');
    await submitWith(user);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Refund completed.'));
  });
});

describe('admin order detail: refunded parts', () => {
  it('when parts were refunded, then each lists its items, a refused one reads Refused, and the payment reads Partly refunded', async () => {
    const order = twoLineOrder('o1');
    installOrderApi(() => ({
      ...order,
      paymentInfo: { ...order.paymentInfo, status: 'partly-refunded' },
      refunds: [
        partRefund(order, 1, 'refunded', 7400, [
          { productId: 'p2', name: 'Matte Lip Crayon', quantity: 2 },
          { productId: 'p1', name: 'Shea Butter', quantity: 2 },
        ]),
        partRefund(order, 2, 'refused', 500),
      ],
    }));
    renderOrder();

    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const [first, second] = within(refunds).getAllByRole('row').slice(1);
    const items = within(within(first!).getAllByRole('cell')[2]!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['2 × Matte Lip Crayon', '2 × Shea Butter']);
    expect(within(first!).getByText('NGN 7,400.00')).toBeInTheDocument();
    expect(within(first!).getByText('Refunded')).toHaveClass('green');
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('—');
    expect(within(second!).getByText('Refused')).toHaveClass('red');
    expect(within(payment()).getByText('Partly refunded')).toHaveClass('neutral');
  });
});
