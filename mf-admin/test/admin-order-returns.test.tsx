import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Order } from '@glow/contracts/browser';
import { live, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { AdminOrderPage } from '../src/features/orders';
import { adminUser, token } from './admin-users';
import { deliveredOrder, orderReturn, paidOrder, partRefund } from './order-fixtures';

interface Call {
  method: string;
  url: string;
  body?: unknown;
  key?: string;
}

type Answer = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

const failing: Answer = () => ({ status: 500, body: {} });

/**
 * GET /api/orders/o1 answers `current()`; POST …/returns answers `record`, POST …/returns/:n/receive
 * `receive`, POST …/returns/:n/withdraw `withdraw`.
 */
function installOrderApi(
  current: () => Order,
  { record = failing, receive = failing, withdraw = failing }: Partial<Record<string, Answer>> = {},
) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    const key = new Headers(init.headers).get('Idempotency-Key') ?? undefined;
    calls.push({ method, url, body, key });
    if (method === 'GET' && url === '/api/orders/o1') return { status: 200, body: current() };
    if (method === 'POST' && url === '/api/orders/o1/returns') return record(body);
    if (method === 'POST' && /^\/api\/orders\/o1\/returns\/\d+\/receive$/.test(url)) return receive(body);
    if (method === 'POST' && /^\/api\/orders\/o1\/returns\/\d+\/withdraw$/.test(url)) return withdraw(body);
    return { status: 404, body: { message: 'No order found.' } };
  });
  const posts = (path: RegExp) => calls.filter((call) => call.method === 'POST' && path.test(call.url));
  return {
    posts,
    records: () => posts(/\/returns$/).map((call) => call.body),
    recordKeys: () => posts(/\/returns$/).map((call) => call.key),
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

type User = ReturnType<typeof userEvent.setup>;

const returnsCard = () => screen.getByRole('region', { name: 'Returns' });
const recordButton = () => within(returnsCard()).queryByRole('button', { name: 'Record Return' });
const recordDialog = () => screen.getByRole('dialog', { name: 'Record Return' });
const units = (name: string) => within(recordDialog()).getByRole('spinbutton', { name });
const reasonField = () => within(recordDialog()).getByRole('textbox', { name: 'Reason' });

async function openRecord(user: User) {
  await user.click(
    await within(await screen.findByRole('region', { name: 'Returns' })).findByRole('button', {
      name: 'Record Return',
    }),
  );
  return recordDialog();
}

async function typeInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** The Returns table's body rows, each as its cells' texts. */
const returnRows = () =>
  within(returnsCard())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const sheaOne = [{ productId: 'p1', name: 'Shea Butter', quantity: 1 }];
const crayonTwo = [{ productId: 'p2', name: 'Matte Lip Crayon', quantity: 2 }];

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  session.logout();
});

describe('admin order detail: Returns card', () => {
  it('when a delivered order can be returned and has no return yet, then Returns says so and offers Record Return', async () => {
    installOrderApi(() => deliveredOrder('o1'));
    renderOrder();

    const card = await screen.findByRole('region', { name: 'Returns' });
    expect(within(card).getByText('No returns recorded yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(recordButton()).toBeInTheDocument();
  });

  it.each([
    ['a paid order not shipped', paidOrder('o1')],
    [
      'an order from an older order service (no returns, no returnable)',
      deliveredOrder('o1', { returns: undefined, returnable: undefined }),
    ],
    [
      'an order whose returnable lines have no unit left',
      deliveredOrder('o1', { returnable: [{ productId: 'p1', name: 'Shea Butter', quantity: 0 }] }),
    ],
  ])('when it is %s, then no Returns section shows', async (_, order) => {
    installOrderApi(() => order);
    renderOrder();

    await screen.findByRole('heading', { level: 2, name: 'Order Items' });
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Return' })).not.toBeInTheDocument();
  });

  it('when returns were recorded, then each lists its number, date, items, reason and status, with what came of a received one', async () => {
    const order = deliveredOrder('o1');
    installOrderApi(() => ({
      ...order,
      paymentInfo: { ...order.paymentInfo, status: 'partly-refunded' },
      refunds: [
        partRefund(order, 1, 'refunded', 1500, sheaOne),
        partRefund(order, 2, 'requested', 4400, crayonTwo),
      ],
      returns: [
        orderReturn(1, 'received', sheaOne, { sellable: true, refundPart: 1, reason: 'Wrong shade' }),
        orderReturn(2, 'received', crayonTwo, { sellable: false, refundPart: 2, reason: 'Arrived broken' }),
        orderReturn(3, 'withdrawn', [{ productId: 'p2', name: 'Matte Lip Crayon', quantity: 1 }]),
        orderReturn(4, 'received', [{ productId: 'p1', name: 'Shea Butter', quantity: 1 }], {
          sellable: true,
        }),
      ],
      returnable: [{ productId: 'p2', name: 'Matte Lip Crayon', quantity: 1 }],
    }));
    renderOrder();

    const card = await screen.findByRole('region', { name: 'Returns' });
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Return', 'Requested', 'Items', 'Reason', 'Status', 'Actions']);
    expect(returnRows()).toEqual([
      [
        '1',
        expect.stringMatching(/4 Mar 2026/),
        '1 × Shea Butter',
        'Wrong shade',
        expect.stringMatching(/^Returned/),
        '—',
      ],
      [
        '2',
        expect.stringMatching(/5 Mar 2026/),
        '2 × Matte Lip Crayon',
        'Arrived broken',
        expect.stringMatching(/^Returned/),
        '—',
      ],
      ['3', expect.stringMatching(/6 Mar 2026/), '1 × Matte Lip Crayon', 'Reason 3', 'Withdrawn', '—'],
      [
        '4',
        expect.stringMatching(/7 Mar 2026/),
        '1 × Shea Butter',
        'Reason 4',
        expect.stringMatching(/^Returned/),
        'Refund Return (return 4)',
      ],
    ]);
    const [first, second, third, fourth] = within(card).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Returned')).toHaveClass('green');
    expect(within(first!).getByText(/^Received 11 Mar 2026/)).toBeInTheDocument();
    expect(within(first!).getByText('Back on sale')).toBeInTheDocument();
    expect(within(first!).getByText('Refund:')).toHaveTextContent('Refund: Refunded');
    expect(within(second!).getByText('Not for sale')).toBeInTheDocument();
    expect(within(second!).getByText('Requested')).toHaveClass('brand');
    expect(within(third!).getByText('Withdrawn')).toHaveClass('neutral');
    expect(within(fourth!).queryByText('Refund:')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Mark Received|Withdraw/ })).not.toBeInTheDocument();
    expect(recordButton()).toBeInTheDocument();
  });

  it('when a return is requested, then it reads Return requested with Mark Received and Withdraw naming it, under Actions', async () => {
    installOrderApi(() =>
      deliveredOrder('o1', {
        returns: [orderReturn(1, 'withdrawn', sheaOne), orderReturn(2, 'requested', crayonTwo)],
      }),
    );
    renderOrder();

    const card = await screen.findByRole('region', { name: 'Returns' });
    expect(within(card).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const [withdrawn, requested] = within(card).getAllByRole('row').slice(1);
    expect(within(requested!).getByText('Return requested')).toHaveClass('yellow');
    expect(within(requested!).getByRole('button', { name: 'Mark Received (return 2)' })).toBeEnabled();
    expect(within(requested!).getByRole('button', { name: 'Withdraw (return 2)' })).toBeEnabled();
    expect(within(withdrawn!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(withdrawn!).getAllByRole('cell').at(-1)).toHaveTextContent('—');
  });
});

describe('admin order detail: Record Return', () => {
  it('when the admin presses Record Return, then a labelled dialog asks units per line (0 to what may be returned) and a reason, keeps Tab inside, and Cancel sends nothing', async () => {
    const api = installOrderApi(() =>
      deliveredOrder('o1', {
        returnable: [
          { productId: 'p1', name: 'Shea Butter', quantity: 2 },
          { productId: 'p2', name: 'Matte Lip Crayon', quantity: 1 },
        ],
      }),
    );
    const user = renderOrder();

    const dialog = await openRecord(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('group', { name: 'Items coming back' })).toBeInTheDocument();
    expect(units('Shea Butter')).toHaveValue(0);
    expect(units('Shea Butter')).toHaveAttribute('min', '0');
    expect(units('Shea Butter')).toHaveAttribute('max', '2');
    expect(units('Shea Butter')).toHaveAccessibleDescription('Up to 2');
    expect(units('Matte Lip Crayon')).toHaveAttribute('max', '1');
    expect(units('Matte Lip Crayon')).toHaveAccessibleDescription('Up to 1');
    expect(reasonField()).toBeRequired();
    expect(reasonField()).toHaveAccessibleDescription('Up to 500 characters, kept with the return.');
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recordButton()).toHaveFocus();
    expect(api.posts(/./)).toEqual([]);
  });

  it('when no unit is chosen and the reason is blank, then both are said, the first line takes the focus and nothing is sent', async () => {
    const api = installOrderApi(() => deliveredOrder('o1'));
    const user = renderOrder();
    const dialog = await openRecord(user);

    await user.type(reasonField(), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    expect(within(dialog).getByText('Choose at least one item.')).toBeInTheDocument();
    expect(units('Shea Butter')).toHaveFocus();
    expect(units('Shea Butter')).toHaveAttribute('aria-invalid', 'true');
    expect(units('Shea Butter')).toHaveAccessibleDescription('Up to 2 Choose at least one item.');
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(reasonField()).toHaveAccessibleDescription('Please give a reason for the return.');
    expect(api.posts(/./)).toEqual([]);

    await typeInto(user, units('Shea Butter'), '1');
    expect(within(dialog).queryByText('Choose at least one item.')).not.toBeInTheDocument();
    expect(units('Shea Butter')).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['4', 'more than may be returned'],
    ['1.5', 'a fraction'],
    ['-1', 'below 0'],
  ])('when a line asks for %p (%s), then that line says what it takes and nothing is sent', async (typed) => {
    const api = installOrderApi(() => deliveredOrder('o1'));
    const user = renderOrder();
    const dialog = await openRecord(user);

    await typeInto(user, units('Matte Lip Crayon'), typed);
    await user.type(reasonField(), 'Wrong shade');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    expect(units('Matte Lip Crayon')).toHaveFocus();
    expect(units('Matte Lip Crayon')).toHaveAttribute('aria-invalid', 'true');
    expect(units('Matte Lip Crayon')).toHaveAccessibleDescription(
      'Up to 3 Enter a whole number from 0 to 3.',
    );
    expect(units('Shea Butter')).toHaveAttribute('aria-invalid', 'false');
    expect(api.posts(/./)).toEqual([]);
  });

  it('when the admin records a return, then the chosen lines and the reason are POSTed with an Idempotency-Key, Recording... shows, Return recorded. is toasted and the return is listed as Return requested', async () => {
    const success = jest.spyOn(toast, 'success');
    let current = deliveredOrder('o1');
    let answer: (a: FakeAnswer) => void = () => undefined;
    const api = installOrderApi(() => current, {
      record: () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const user = renderOrder();
    const dialog = await openRecord(user);

    await typeInto(user, units('Matte Lip Crayon'), '2');
    await user.type(reasonField(), '  Arrived broken ');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    expect(within(dialog).getByRole('button', { name: 'Recording...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(units('Matte Lip Crayon')).toBeDisabled();
    expect(api.records()).toEqual([{ reason: 'Arrived broken', lines: [{ productId: 'p2', quantity: 2 }] }]);
    expect(api.recordKeys()[0]).toMatch(/^[0-9a-f]{32}$/);

    current = {
      ...current,
      returns: [orderReturn(1, 'requested', crayonTwo, { reason: 'Arrived broken' })],
      returnable: [
        { productId: 'p1', name: 'Shea Butter', quantity: 2 },
        { productId: 'p2', name: 'Matte Lip Crayon', quantity: 1 },
      ],
    };
    act(() => answer({ status: 200, body: current }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Return recorded.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(returnRows()).toEqual([
      [
        '1',
        expect.stringMatching(/4 Mar 2026/),
        '2 × Matte Lip Crayon',
        'Arrived broken',
        'Return requested',
        expect.stringMatching(/^Mark Received/),
      ],
    ]);
    expect(recordButton()).toBeInTheDocument();
  });

  it('when the order service rejects the lines (400), then its message is toasted and the dialog stays open with them; the same lines again keep the key, other lines get a new one', async () => {
    const failure = jest.spyOn(toast, 'error');
    const api = installOrderApi(() => deliveredOrder('o1'), {
      record: () => ({ status: 400, body: { message: 'At most 1 of Matte Lip Crayon can be returned.' } }),
    });
    const user = renderOrder();
    const dialog = await openRecord(user);

    await typeInto(user, units('Matte Lip Crayon'), '2');
    await user.type(reasonField(), 'Arrived broken');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('At most 1 of Matte Lip Crayon can be returned.'),
    );
    expect(units('Matte Lip Crayon')).toHaveValue(2);
    expect(reasonField()).toHaveValue('Arrived broken');
    await user.click(within(recordDialog()).getByRole('button', { name: 'Record Return' }));
    await waitFor(() => expect(api.recordKeys()).toHaveLength(2));
    await typeInto(user, units('Matte Lip Crayon'), '1');
    await user.click(within(recordDialog()).getByRole('button', { name: 'Record Return' }));
    await waitFor(() => expect(api.recordKeys()).toHaveLength(3));

    const [first, retry, other] = api.recordKeys();
    expect(retry).toBe(first);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(first);
  });

  it('when the order service refuses (409), then its message is toasted, the dialog closes and the order is fetched again', async () => {
    const failure = jest.spyOn(toast, 'error');
    let current = deliveredOrder('o1');
    const api = installOrderApi(() => current, {
      record: () => {
        current = { ...current, returnable: undefined };
        return { status: 409, body: { message: 'Every item of this order has been returned already.' } };
      },
    });
    const user = renderOrder();
    const dialog = await openRecord(user);

    await typeInto(user, units('Shea Butter'), '1');
    await user.type(reasonField(), 'Wrong shade');
    await user.click(within(dialog).getByRole('button', { name: 'Record Return' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Every item of this order has been returned already.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument());
    expect(api.orderFetches()).toBe(2);
  });

  it('when a new dialog is opened after a failed try, then it sends a new Idempotency-Key', async () => {
    const api = installOrderApi(() => deliveredOrder('o1'), {
      record: () => ({ status: 503, body: { message: 'The order service is busy; try again shortly.' } }),
    });
    const user = renderOrder();
    await openRecord(user);
    await typeInto(user, units('Shea Butter'), '1');
    await user.type(reasonField(), 'Wrong shade');
    await user.click(within(recordDialog()).getByRole('button', { name: 'Record Return' }));
    await waitFor(() => expect(api.recordKeys()).toHaveLength(1));
    await user.click(within(recordDialog()).getByRole('button', { name: 'Cancel' }));

    await openRecord(user);
    expect(units('Shea Butter')).toHaveValue(0);
    await typeInto(user, units('Shea Butter'), '1');
    await user.type(reasonField(), 'Wrong shade');
    await user.click(within(recordDialog()).getByRole('button', { name: 'Record Return' }));
    await waitFor(() => expect(api.recordKeys()).toHaveLength(2));

    const [first, second] = api.recordKeys();
    expect(second).not.toBe(first);
  });
});

describe('admin order detail: Mark Received', () => {
  const requested = () => deliveredOrder('o1', { returns: [orderReturn(1, 'requested', crayonTwo)] });
  const receiveDialog = () => screen.getByRole('dialog', { name: 'Mark Received' });
  const sellable = () => within(receiveDialog()).getByRole('group', { name: 'Can the items be sold again?' });

  async function openReceive(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Mark Received (return 1)' }));
    return receiveDialog();
  }

  it('when the admin presses Mark Received, then a dialog names the return, asks Yes or No (neither chosen) and says who refunds', async () => {
    installOrderApi(requested);
    const user = renderOrder();

    const dialog = await openReceive(user);

    expect(dialog).toHaveTextContent('Return 1: 2 × Matte Lip Crayon');
    expect(dialog).toHaveTextContent(
      'Marking it received asks Flutterwave to refund these items to the buyer.',
    );
    const radios = within(sellable()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Yes', 'No']);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(within(sellable()).getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription(
      'Yes puts their units back on sale; No keeps them off sale.',
    );
  });

  it('when neither Yes nor No is chosen, then Choose Yes or No. is said, Yes takes the focus and nothing is sent', async () => {
    const api = installOrderApi(requested);
    const user = renderOrder();
    const dialog = await openReceive(user);

    await user.click(within(dialog).getByRole('button', { name: 'Mark Received' }));

    const yes = within(sellable()).getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAttribute('aria-invalid', 'true');
    expect(yes).toHaveAccessibleDescription(
      'Yes puts their units back on sale; No keeps them off sale. Choose Yes or No.',
    );
    expect(api.posts(/./)).toEqual([]);
  });

  it.each([
    ['Yes', true, 'Back on sale'],
    ['No', false, 'Not for sale'],
  ])(
    'when the admin answers %s, then { sellable: %p } is POSTed, the receipt is toasted and the return reads Returned, %s, its refund Requested',
    async (answer, sellableAnswer, saleText) => {
      const success = jest.spyOn(toast, 'success');
      const order = requested();
      const received: Order = {
        ...order,
        paymentInfo: { ...order.paymentInfo, status: 'refund-requested' },
        refunds: [partRefund(order, 1, 'requested', 4400, crayonTwo)],
        returns: [orderReturn(1, 'received', crayonTwo, { sellable: sellableAnswer, refundPart: 1 })],
      };
      const api = installOrderApi(() => order, { receive: () => ({ status: 200, body: received }) });
      const user = renderOrder();
      const dialog = await openReceive(user);

      await user.click(within(sellable()).getByRole('radio', { name: answer }));
      await user.click(within(dialog).getByRole('button', { name: 'Mark Received' }));

      await waitFor(() =>
        expect(success).toHaveBeenCalledWith('Return received. The refund has been asked for.'),
      );
      const [call] = api.posts(/\/receive$/);
      expect(call).toEqual({
        method: 'POST',
        url: '/api/orders/o1/returns/1/receive',
        body: { sellable: sellableAnswer },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const [row] = within(returnsCard()).getAllByRole('row').slice(1);
      expect(within(row!).getByText('Returned')).toHaveClass('green');
      expect(within(row!).getByText(saleText)).toBeInTheDocument();
      expect(within(row!).getByText('Refund:')).toHaveTextContent('Refund: Requested');
      expect(within(returnsCard()).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Refunds' })).getByText('NGN 4,400.00'),
      ).toBeInTheDocument();
    },
  );

  it('when the order service refuses (409), then its message is toasted, the dialog closes and the order is fetched again', async () => {
    const failure = jest.spyOn(toast, 'error');
    const api = installOrderApi(requested, {
      receive: () => ({ status: 409, body: { message: 'A refund is already in progress for this order.' } }),
    });
    const user = renderOrder();
    const dialog = await openReceive(user);

    await user.click(within(sellable()).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark Received' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('A refund is already in progress for this order.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.orderFetches()).toBe(2));
    expect(screen.getByRole('button', { name: 'Mark Received (return 1)' })).toBeEnabled();
  });

  it('when the call fails otherwise, then the message is toasted and the dialog stays open; a retry sends the same key', async () => {
    const failure = jest.spyOn(toast, 'error');
    const api = installOrderApi(requested, { receive: () => ({ status: 500, body: {} }) });
    const user = renderOrder();
    const dialog = await openReceive(user);

    await user.click(within(sellable()).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to mark the return received.'));
    expect(within(sellable()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(within(receiveDialog()).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() => expect(api.posts(/\/receive$/)).toHaveLength(2));

    const [first, retry] = api.posts(/\/receive$/).map((call) => call.key);
    expect(retry).toBe(first);
  });
});

describe('admin order detail: Refund Return', () => {
  it('when a received return has no refund standing (its refund was refused), then Refund Return asks again with its goods as received', async () => {
    const success = jest.spyOn(toast, 'success');
    const order = deliveredOrder('o1');
    const received: Order = {
      ...order,
      paymentInfo: { ...order.paymentInfo, status: 'paid' },
      refunds: [partRefund(order, 1, 'refused', 4400, crayonTwo)],
      returns: [orderReturn(1, 'received', crayonTwo, { sellable: false, refundPart: 1 })],
    };
    const asked: Order = {
      ...received,
      paymentInfo: { ...order.paymentInfo, status: 'refund-requested' },
      refunds: [...received.refunds, partRefund(order, 2, 'requested', 4400, crayonTwo)],
      returns: [orderReturn(1, 'received', crayonTwo, { sellable: false, refundPart: 2 })],
    };
    const api = installOrderApi(() => received, { receive: () => ({ status: 200, body: asked }) });
    const user = renderOrder();

    await user.click(
      await within(await screen.findByRole('region', { name: 'Returns' })).findByRole('button', {
        name: 'Refund Return (return 1)',
      }),
    );

    await waitFor(() => expect(success).toHaveBeenCalledWith('The refund has been asked for.'));
    expect(api.posts(/\/receive$/).map((call) => call.body)).toEqual([{ sellable: false }]);
    await waitFor(() =>
      expect(within(returnsCard()).queryByRole('button', { name: /Refund Return/ })).not.toBeInTheDocument(),
    );
  });
});

describe('admin order detail: Withdraw', () => {
  const requested = () => deliveredOrder('o1', { returns: [orderReturn(1, 'requested', sheaOne)] });
  const withdrawDialog = () => screen.getByRole('dialog', { name: 'Withdraw Return' });

  it('when the admin presses Withdraw, then a dialog asks to confirm, and Cancel sends nothing', async () => {
    const api = installOrderApi(requested);
    const user = renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Withdraw (return 1)' }));

    expect(withdrawDialog()).toHaveTextContent(
      'Withdraw return 1? Do this only when the items will not come back: nothing is refunded and no units go back on sale.',
    );
    await user.click(within(withdrawDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw (return 1)' })).toHaveFocus();
    expect(api.posts(/./)).toEqual([]);
  });

  it('when the admin confirms, then the withdrawal is POSTed without a body, Return withdrawn. is toasted and the return reads Withdrawn', async () => {
    const success = jest.spyOn(toast, 'success');
    const order = requested();
    const api = installOrderApi(() => order, {
      withdraw: () => ({ status: 200, body: { ...order, returns: [orderReturn(1, 'withdrawn', sheaOne)] } }),
    });
    const user = renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Withdraw (return 1)' }));
    await user.click(within(withdrawDialog()).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Return withdrawn.'));
    expect(api.posts(/\/withdraw$/)).toEqual([
      { method: 'POST', url: '/api/orders/o1/returns/1/withdraw', body: undefined, key: undefined },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(returnsCard()).getByText('Withdrawn')).toHaveClass('neutral');
    expect(within(returnsCard()).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('when the order service refuses (409), then its message is toasted and the dialog closes', async () => {
    const failure = jest.spyOn(toast, 'error');
    installOrderApi(requested, {
      withdraw: () => ({ status: 409, body: { message: 'This return has been received already.' } }),
    });
    const user = renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Withdraw (return 1)' }));
    await user.click(within(withdrawDialog()).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('This return has been received already.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
