import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminActivityEntry, AdminActivityPage } from '@glow/contracts/browser';
import { session } from '@glow/web-kit';
import { WithQueryClient, installFetch, installPendingFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { ActivityPage } from '../src/features/activity';
import { adminUser, token } from './admin-users';

const adminId = '3b1f6d0e-8c2a-4f57-9d3e-6a1c2b7e9f40';
const orderId = 'ea065ec5-58c9-4593-bd06-c62e9fd08185';
const productId = 'e4d7c1a2-9b3f-4e6d-8a5c-1f2b3c4d5e6f';

const shipped: AdminActivityEntry = {
  id: 'e1',
  source: 'order',
  actor: { userId: adminId, sessionId: 'c0a8f2d4-5e61-4b3a-8f9c-2d7e1a6b4c58' },
  requestId: 'req-shipped',
  action: 'order.status.changed',
  subject: { type: 'order', id: orderId },
  before: { status: 'Processing' },
  after: { status: 'Shipped' },
  at: '2026-11-25T10:15:00.000Z',
};
const repriced: AdminActivityEntry = {
  id: 'e2',
  source: 'catalog',
  actor: { userId: adminId },
  requestId: 'req-price',
  action: 'product.updated',
  subject: { type: 'product', id: productId },
  before: { price: 12500, discountPrice: null },
  after: { price: 11000, discountPrice: 9900 },
  at: '2026-11-25T10:10:00.000Z',
};
const deleted: AdminActivityEntry = {
  id: 'e3',
  source: 'user',
  actor: { userId: adminId },
  action: 'user.deleted',
  subject: { type: 'user', id: 'u-gone' },
  before: { username: 'ada', isAdmin: false },
  at: '2026-11-25T10:05:00.000Z',
};

const page = (items: AdminActivityEntry[], extra: Partial<AdminActivityPage> = {}): FakeAnswer => ({
  status: 200,
  body: { items, total: items.length, page: 1, pages: items.length ? 1 : 0, ...extra },
});

/** GET /api/admin/audit answered by `answer`; every URL asked is kept. */
function installAuditApi(answer: (query: URLSearchParams) => FakeAnswer) {
  const asked: string[] = [];
  installFetch((url) => {
    asked.push(url);
    return answer(new URL(url, 'http://glow.test').searchParams);
  });
  return { asked };
}

function renderAt(path: string) {
  act(() => session.login(token, adminUser));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/activity" element={<ActivityPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

/** The row of the action shown with this label (the Action select lists the labels too). */
const rowOf = async (label: string) =>
  (await screen.findByText(label, { selector: 'td span' })).closest('tr') as HTMLElement;
const shown = (label: string) => screen.findByText(label, { selector: 'td span' });

afterEach(() => {
  jest.restoreAllMocks();
  session.logout();
});

describe('Activity', () => {
  it('when the log is loading, then a spinner says so, and the rows follow', async () => {
    const pending = installPendingFetch();
    renderAt('/admin/activity');

    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activity...' })).toBeInTheDocument();

    await act(async () => pending.answer(page([shipped])));

    expect(await shown('Order status changed')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading activity...' })).not.toBeInTheDocument();
  });

  it('when actions load, then each row shows who, the session, what, on which subject, before and after, and the request', async () => {
    installAuditApi(() => page([shipped, repriced, deleted]));
    renderAt('/admin/activity');

    const row = await rowOf('Order status changed');
    expect(
      within(row).getByRole('button', { name: `Show only the actions of admin ${adminId}` }),
    ).toHaveTextContent(adminId);
    expect(within(row).getByText('session c0a8f2d4')).toBeInTheDocument();
    expect(within(row).getByText('order service')).toBeInTheDocument();
    expect(within(row).getByText('Order')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Open order ${orderId}` })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
    expect(within(row).getByRole('definition')).toHaveTextContent('Processing → changed to Shipped');
    expect(within(row).getByText('req-shipped')).toBeInTheDocument();
    expect(within(row).getByRole('time')).toHaveAttribute('dateTime', shipped.at);

    const price = await rowOf('Product changed');
    expect(
      within(price)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Price', 'Discount price']);
    expect(within(price).getAllByRole('definition')[0]).toHaveTextContent('12,500 → changed to 11,000');
    expect(within(price).getAllByRole('definition')[1]).toHaveTextContent('— → changed to 9,900');
    expect(screen.getByText('3 actions')).toBeInTheDocument();
  });

  it('when a subject was deleted, then its row shows it as it was and no link to a screen it no longer has', async () => {
    installAuditApi(() => page([deleted]));
    renderAt('/admin/activity');

    const row = await rowOf('User deleted');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['ada', 'No']);
    expect(within(row).getByText('—')).toBeInTheDocument();
  });

  it('when no action matches, then it says so', async () => {
    installAuditApi(() => page([]));
    renderAt('/admin/activity?action=user.deleted');

    expect(await screen.findByText('No admin actions found.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.deleted');
  });

  it('when the log cannot be read, then the reason shows with Retry, which asks again', async () => {
    let fail = true;
    const { asked } = installAuditApi(() =>
      fail ? { status: 400, body: { message: 'actor: must be an id' } } : page([shipped]),
    );
    const user = renderAt('/admin/activity');

    expect(await screen.findByText('actor: must be an id')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await shown('Order status changed')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('when the admin picks an action, types an admin id and a subject id, then the server is asked with each filter', async () => {
    const { asked } = installAuditApi(() => page([shipped]));
    const user = renderAt('/admin/activity');
    await shown('Order status changed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Order status changed');
    await user.type(screen.getByRole('searchbox', { name: 'Admin user ID' }), adminId);
    await user.type(screen.getByRole('searchbox', { name: 'Subject ID' }), orderId);

    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        `/api/admin/audit?actor=${adminId}&action=order.status.changed&subject=${orderId}`,
      ),
    );
    expect(asked[0]).toBe('/api/admin/audit');
  });

  it("when the admin clicks an admin's or a subject's id, then the log narrows to it", async () => {
    const { asked } = installAuditApi(() => page([shipped]));
    const user = renderAt('/admin/activity');
    await shown('Order status changed');

    await user.click(screen.getByRole('button', { name: `Show only the actions of admin ${adminId}` }));
    await waitFor(() => expect(asked.at(-1)).toBe(`/api/admin/audit?actor=${adminId}`));
    expect(screen.getByRole('searchbox', { name: 'Admin user ID' })).toHaveValue(adminId);

    await user.click(screen.getByRole('button', { name: `Show only the actions on order ${orderId}` }));
    await waitFor(() => expect(asked.at(-1)).toBe(`/api/admin/audit?actor=${adminId}&subject=${orderId}`));
  });

  it('when there are more pages, then the pager asks for the next one', async () => {
    const { asked } = installAuditApi((query) =>
      page([query.get('page') === '2' ? repriced : shipped], {
        total: 45,
        page: Number(query.get('page') ?? 1),
        pages: 3,
      }),
    );
    const user = renderAt('/admin/activity');
    await shown('Order status changed');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: '2' }),
    );

    expect(await shown('Product changed')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('/api/admin/audit?page=2');
    expect(screen.getByText('45 actions')).toBeInTheDocument();
  });
});
