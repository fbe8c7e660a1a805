import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session } from '@glow/web-kit';
import { WithQueryClient } from '@glow/web-kit/testing';
import { UserEditPage } from '../src/features/users';
import { adminUser, token } from './admin-users';
import { installUsersApi } from './users-fake-api';

const openEdit = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/admin/users/${id}`]}>
      <Routes>
        <Route path="/admin/users" element={<p>users list</p>} />
        <Route path="/admin/users/:id" element={<UserEditPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );

beforeEach(() => {
  session.login(token, adminUser);
});

afterEach(() => {
  session.logout();
});

test('when the edit page opens, then its heading and the browser tab say Edit User', async () => {
  installUsersApi();
  openEdit('u3');

  expect(screen.getByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Edit User | Glow'));
  await screen.findByLabelText('Username');
});

test('when the user loads, then the form is filled with their username, email and admin flag', async () => {
  installUsersApi();
  openEdit('u3');

  expect(screen.getByRole('status', { name: 'Loading user...' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Username')).toHaveValue('bola');
  expect(screen.getByLabelText('Username')).toBeRequired();
  expect(screen.getByLabelText('Email')).toHaveValue('bola@example.ng');
  expect(screen.getByLabelText('Email')).toBeRequired();
  expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
});

test('when the user cannot be fetched, then the page says so and offers the way back', async () => {
  installUsersApi();
  openEdit('missing');

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data.');
  expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
  expect(screen.getByText('users list')).toBeInTheDocument();
});

test('when username or email is blank, then nothing is sent and the fields say they are required', async () => {
  const { calls } = installUsersApi();
  openEdit('u2');
  const username = await screen.findByLabelText('Username');

  await userEvent.clear(username);
  await userEvent.type(username, '   ');
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));

  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
});

test('when the admin saves valid changes, then PUT sends them and the success text shows', async () => {
  const { calls, list } = installUsersApi();
  openEdit('u2');
  const username = await screen.findByLabelText('Username');

  await userEvent.clear(username);
  await userEvent.type(username, 'ada.lovelace');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));

  expect(await screen.findByRole('status')).toHaveTextContent('User updated successfully!');
  expect(calls.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/users/u2',
    body: { username: 'ada.lovelace', email: 'ada@example.ng', isAdmin: true },
  });
  expect(list.find((user) => user._id === 'u2')).toMatchObject({ username: 'ada.lovelace', isAdmin: true });
});

test('when saving fails, then the server message shows, else the default failure text', async () => {
  let answer: { status: number; body?: unknown } = {
    status: 409,
    body: { message: 'Username already taken' },
  };
  installUsersApi(undefined, (call) => (call.method === 'PUT' ? answer : undefined));
  openEdit('u2');
  await screen.findByLabelText('Username');

  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');

  answer = { status: 500 };
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user. Please try again.'),
  );
  expect(screen.queryByText('User updated successfully!')).not.toBeInTheDocument();
});

test('when the admin edits themself, then their own admin box is locked', async () => {
  installUsersApi();
  openEdit(adminUser._id);

  expect(await screen.findByRole('checkbox', { name: 'Admin' })).toBeDisabled();
});
