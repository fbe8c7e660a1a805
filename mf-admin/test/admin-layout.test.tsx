import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { session, toast, Toaster } from '@glow/web-kit';
import { AdminLayout } from '../src/features/layout';
import { adminUser, token } from './admin-users';

const adminRoutes = [
  ['Dashboard', '/admin'],
  ['Users', '/admin/users'],
  ['Products', '/admin/products'],
  ['Categories', '/admin/categories'],
  ['Orders', '/admin/orders'],
  ['Hero Section', '/admin/hero-section'],
  ['Newsletter', '/admin/newsletter'],
  ['Promotion Banners', '/admin/promotion-banners'],
  ['Send Message', '/admin/send-message'],
  ['Shipping Prices', '/admin/shipping-prices'],
  ['Activity', '/admin/activity'],
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminLayout>
        <p>admin screen</p>
      </AdminLayout>
    </MemoryRouter>,
  );

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
});

afterEach(() => {
  jest.useRealTimers();
  session.logout();
});

test('when an admin opens an admin screen, then the sidebar links to every admin route', () => {
  renderAt('/admin/users');

  const nav = screen.getByRole('navigation', { name: 'Admin' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(adminRoutes);
  expect(screen.getByText('admin screen')).toBeInTheDocument();
});

test('when a nested admin route is open, then only its section link is marked current', () => {
  renderAt('/admin/products/edit/p1');

  const nav = screen.getByRole('navigation', { name: 'Admin' });
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual(['Products']);
});

test('when /admin itself is open, then Dashboard is the current link', () => {
  renderAt('/admin');

  const nav = screen.getByRole('navigation', { name: 'Admin' });
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
});

test('when the admin picks another section, then that link becomes the current one', async () => {
  renderAt('/admin/users');
  const nav = screen.getByRole('navigation', { name: 'Admin' });

  await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }));

  expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
});

test('when the mobile menu is opened and a section chosen, then the menu collapses again', async () => {
  renderAt('/admin/users');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  await userEvent.click(screen.getByRole('link', { name: 'Categories' }));
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('when an admin screen raises a notice, then it shows once and closes after 2000 ms', () => {
  jest.useFakeTimers();
  render(
    <>
      <Toaster variant="default" />
      <MemoryRouter initialEntries={['/admin/users']}>
        <AdminLayout>
          <p>admin screen</p>
        </AdminLayout>
      </MemoryRouter>
    </>,
  );

  act(() => {
    toast.success('User updated successfully');
  });
  expect(screen.getAllByText('User updated successfully')).toHaveLength(1);

  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByText('User updated successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('User updated successfully')).not.toBeInTheDocument();
});
