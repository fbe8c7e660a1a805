import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { session } from '@glow/web-kit';
import { AdminLayout } from '../src/features/layout';
import { shopper, token } from './admin-users';

const openAdmin = () =>
  render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <AdminLayout>
        <p>admin screen</p>
      </AdminLayout>
    </MemoryRouter>,
  );

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/users');
});

test('when an anonymous visitor opens the admin area, then they are sent to /login and see nothing of it', () => {
  session.logout();

  openAdmin();

  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByText('admin screen')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
});

test('when a signed-in shopper opens the admin area, then they are sent to / and see nothing of it', () => {
  session.login(token, shopper);

  openAdmin();

  expect(window.location.pathname).toBe('/');
  expect(screen.queryByText('admin screen')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
});
