import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { session, toast } from '@glow/web-kit';
import { installFetch, WithQueryClient } from '@glow/web-kit/testing';
import { AdminLayout } from '../src/features/layout';
import { UsersPage } from '../src/features/users';
import { adminUser, token } from './admin-users';

const mfaRequired = {
  status: 403,
  body: {
    message: 'Two-factor sign-in is required for admin accounts: set it up in your profile',
    code: 'mfa_required',
  },
};

const openUsers = () =>
  render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <AdminLayout>
        <UsersPage />
      </AdminLayout>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
});

afterEach(() => session.logout());

describe('admin app: two-factor sign-in required', () => {
  it('when an admin call answers mfa_required, then the admin app says so and links to the profile set-up instead of the screen', async () => {
    installFetch(() => mfaRequired);
    openUsers();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Admin pages need two-factor sign-in on your account. Set it up in your profile, then come back here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/profile#two-factor',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The admin can still find their way around.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('when the notice shows, then axe-core finds no serious or critical violation in it', async () => {
    installFetch(() => mfaRequired);
    const { container } = openUsers();
    await screen.findByRole('heading', { name: 'Two-factor sign-in required' });

    // jsdom lays nothing out: colour contrast is checked in Chromium (e2e), not here.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
  });

  it('when an admin call fails another way, then the screen shows its own error as before', async () => {
    installFetch(() => ({ status: 403, body: { message: 'Not authorized as an admin' } }));
    openUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized as an admin');
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in required' })).not.toBeInTheDocument();
  });
});
