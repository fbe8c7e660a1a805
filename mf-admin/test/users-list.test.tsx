import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session, toast, Toaster } from '@glow/web-kit';
import { WithQueryClient } from '@glow/web-kit/testing';
import { UsersPage } from '../src/features/users';
import { adminUser, token } from './admin-users';
import { installUsersApi } from './users-fake-api';

const openList = () =>
  render(
    <>
      <Toaster variant="admin" />
      <MemoryRouter initialEntries={['/admin/users']}>
        <Routes>
          <Route path="/admin/users" element={<UsersPage />} />
          <Route path="/admin/users/:id" element={<p>edit screen</p>} />
        </Routes>
      </MemoryRouter>
    </>,
    { wrapper: WithQueryClient },
  );

const rowOf = (username: string) => screen.getByRole('cell', { name: username }).closest('tr') as HTMLElement;

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
});

afterEach(() => {
  jest.useRealTimers();
  session.logout();
});

test('when the list opens, then its heading and the browser tab say Users', async () => {
  installUsersApi();
  openList();

  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Users | Glow'));
  await screen.findByRole('cell', { name: 'Ada' });
});

test('when the users load, then a spinner shows first and then each user with email and role', async () => {
  installUsersApi();
  openList();

  expect(screen.getByRole('status', { name: 'Loading users...' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  expect(within(rowOf('Ada')).getByText('ada@example.ng')).toBeInTheDocument();
  expect(within(rowOf('bola')).getByText('Admin')).toBeInTheDocument();
  expect(within(rowOf('Ada')).getByText('User')).toBeInTheDocument();
  expect(within(rowOf('Ada')).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/users/u2');
});

test('when the admin looks at their own row, then toggle admin and delete are disabled there only', async () => {
  installUsersApi();
  openList();

  await screen.findByRole('cell', { name: 'Ada' });
  expect(within(rowOf('chioma')).getByRole('button', { name: 'Toggle Admin' })).toBeDisabled();
  expect(within(rowOf('chioma')).getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(within(rowOf('Ada')).getByRole('button', { name: 'Toggle Admin' })).toBeEnabled();
});

test('when the admin types in the search box, then the server is asked and only its matches show', async () => {
  const { calls } = installUsersApi();
  openList();
  await screen.findByRole('cell', { name: 'Ada' });

  await userEvent.type(screen.getByLabelText('Search by username'), 'aD');

  await waitFor(() => expect(screen.queryByRole('cell', { name: 'bola' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'chioma' })).not.toBeInTheDocument();
  expect(calls.at(-1)).toEqual({ method: 'GET', url: '/api/users?search=aD', body: undefined });

  await userEvent.type(screen.getByLabelText('Search by username'), 'zz');
  expect(await screen.findByText('No users found.')).toBeInTheDocument();
});

test('when there are more users than a page holds, then the pager moves through the pages on the server', async () => {
  const many = Array.from({ length: 5 }, (_, index) => ({
    _id: `m${index}`,
    username: `member${index}`,
    email: `member${index}@example.ng`,
    isAdmin: false,
  }));
  const { calls } = installUsersApi(many, undefined, 2);
  openList();
  await screen.findByRole('cell', { name: 'member0' });
  expect(screen.queryByRole('cell', { name: 'member2' })).not.toBeInTheDocument();

  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  await userEvent.click(within(pager).getByRole('button', { name: '3' }));

  expect(await screen.findByRole('cell', { name: 'member4' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'member0' })).not.toBeInTheDocument();
  expect(calls.at(-1)).toEqual({ method: 'GET', url: '/api/users?page=3', body: undefined });
});

test('when there are no users, then the list says so', async () => {
  installUsersApi([]);
  openList();

  expect(await screen.findByText('No users found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('when the list cannot load, then the server message shows, else the default text', async () => {
  installUsersApi([], () => ({ status: 500, body: { message: 'Database unavailable' } }));
  const first = openList();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  first.unmount();

  installUsersApi([], () => ({ status: 502 }));
  openList();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
});

test('when the admin toggles admin, then PUT sends the flipped flag and the row shows the new role', async () => {
  const { calls } = installUsersApi();
  openList();
  await screen.findByRole('cell', { name: 'Ada' });

  await userEvent.click(within(rowOf('Ada')).getByRole('button', { name: 'Toggle Admin' }));

  await waitFor(() => expect(within(rowOf('Ada')).getByText('Admin')).toBeInTheDocument());
  expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/users/u2', body: { isAdmin: true } });
  expect(screen.getByText('User updated successfully!')).toBeInTheDocument();

  await userEvent.click(within(rowOf('bola')).getByRole('button', { name: 'Toggle Admin' }));
  await waitFor(() => expect(within(rowOf('bola')).getByText('User')).toBeInTheDocument());
  expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/users/u3', body: { isAdmin: false } });
});

test('when toggling admin fails, then the server message shows, else the default text naming the id', async () => {
  let answer: { status: number; body?: unknown } = {
    status: 400,
    body: { message: 'Cannot demote the last admin' },
  };
  installUsersApi(undefined, (call) => (call.method === 'PUT' ? answer : undefined));
  openList();
  await screen.findByRole('cell', { name: 'bola' });

  await userEvent.click(within(rowOf('bola')).getByRole('button', { name: 'Toggle Admin' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot demote the last admin');
  expect(within(rowOf('bola')).getByText('Admin')).toBeInTheDocument();

  answer = { status: 500 };
  await userEvent.click(within(rowOf('bola')).getByRole('button', { name: 'Toggle Admin' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user with ID u3'),
  );
});

test('when the admin deletes a user, then it asks first, removes the row and says so for 3 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { calls } = installUsersApi();
  openList();
  await screen.findByRole('cell', { name: 'Ada' });

  await user.click(within(rowOf('Ada')).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete User' });
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await act(() => jest.advanceTimersByTimeAsync(0));

  expect(screen.getByText('User deleted successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Ada' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/users/u2', body: undefined });

  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('User deleted successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('User deleted successfully!')).not.toBeInTheDocument();
});

test('when the admin cancels the delete confirmation, then nothing is deleted', async () => {
  const { calls } = installUsersApi();
  openList();
  await screen.findByRole('cell', { name: 'Ada' });

  await userEvent.click(within(rowOf('Ada')).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  expect(calls.every((call) => call.method === 'GET')).toBe(true);
});

test('when deleting fails, then the row stays and the server message shows, else the default text', async () => {
  let answer: { status: number; body?: unknown } = {
    status: 400,
    body: { message: 'Cannot delete the last admin' },
  };
  installUsersApi(undefined, (call) => (call.method === 'DELETE' ? answer : undefined));
  openList();
  await screen.findByRole('cell', { name: 'bola' });

  await userEvent.click(within(rowOf('bola')).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot delete the last admin');
  expect(screen.getByRole('cell', { name: 'bola' })).toBeInTheDocument();

  answer = { status: 503 };
  await userEvent.click(within(rowOf('bola')).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete user with ID u3'),
  );
  expect(screen.queryByText('User deleted successfully!')).not.toBeInTheDocument();
});
