import { act, render, screen } from '@testing-library/react';
import { RequireAdmin, RequireUser, Toaster, session, toast } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import {
  installFetch,
  installPendingFetch,
  refreshedSession,
  rememberSession,
  admin,
  shopper,
  token,
} from '../src/testing';

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  toast.clear();
  window.history.replaceState(null, '', '/orders');
});

test('when the session is loading, then the logged-in guard shows a spinner, not the page', async () => {
  rememberSession();
  const pending = installPendingFetch();

  render(<RequireUser>secret orders</RequireUser>);

  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  expect(screen.queryByText('secret orders')).not.toBeInTheDocument();
  await act(async () => pending.answer(refreshedSession(shopper, token)));
  expect(screen.getByText('secret orders')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/orders');
});

test('when nobody is signed in, then the logged-in guard says so and goes to /login', async () => {
  installFetch(() => ({ status: 500 }));

  render(
    <>
      <Toaster />
      <RequireUser>secret orders</RequireUser>
    </>,
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to access this page.');
  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByText('secret orders')).not.toBeInTheDocument();
});

test('when the signed-in user logs out on a guarded page, then the guard goes to /login without the access message', async () => {
  session.login(token, shopper);
  render(
    <>
      <Toaster />
      <RequireUser>secret orders</RequireUser>
    </>,
  );
  expect(screen.getByText('secret orders')).toBeInTheDocument();

  act(() => session.logout());

  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when a new visit to a guarded page follows a logout, then it is an access attempt with the message', async () => {
  session.login(token, shopper);
  const { unmount } = render(<RequireUser>secret orders</RequireUser>);
  act(() => session.logout());
  unmount();
  window.history.replaceState(null, '', '/orders');

  render(
    <>
      <Toaster />
      <RequireUser>secret orders</RequireUser>
    </>,
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to access this page.');
});

test('when an anonymous visitor opens the admin area, then the admin guard goes to /login', async () => {
  window.history.replaceState(null, '', '/admin/users');
  await act(() => session.start());

  render(<RequireAdmin>admin area</RequireAdmin>);

  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByText('admin area')).not.toBeInTheDocument();
});

test('when a shopper opens the admin area, then the admin guard goes to /', () => {
  window.history.replaceState(null, '', '/admin/users');
  session.login(token, shopper);

  render(<RequireAdmin>admin area</RequireAdmin>);

  expect(window.location.pathname).toBe('/');
  expect(screen.queryByText('admin area')).not.toBeInTheDocument();
});

test('when an admin opens the admin area, then it is shown and nothing redirects', () => {
  window.history.replaceState(null, '', '/admin/users');
  session.login(token, admin);

  render(<RequireAdmin>admin area</RequireAdmin>);

  expect(screen.getByText('admin area')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/users');
});

test('when the session is loading, then the admin guard shows a spinner', () => {
  rememberSession();
  installPendingFetch();

  render(<RequireAdmin>admin area</RequireAdmin>);

  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
});
