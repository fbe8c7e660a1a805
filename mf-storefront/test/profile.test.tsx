import { screen } from '@testing-library/react';
import { readToken, session } from '@glow/web-kit';
import { ProfilePage } from '../src/features/profile';
import { installFetch, type FakeAnswer, shopper, token } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, settle, urlOf } from './screen-harness';

beforeEach(() => {
  resetBrowser('/profile');
  session.login(token, shopper);
});

async function openProfile(onUpdate: () => FakeAnswer | Promise<FakeAnswer>) {
  const fetch = installFetch((_, init) =>
    init.method === 'PUT' ? onUpdate() : { status: 200, body: shopper },
  );
  const user = renderScreen(<ProfilePage />, '/profile');
  await settle();
  return { fetch, user };
}

describe('profile screen', () => {
  it('when the profile loads, then it shows the username and email in editable fields', async () => {
    await openProfile(() => ({ status: 500 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('ada', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('when saving, then the button reads Updating... and the fields are disabled until the answer, then a toast confirms', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    const { fetch, user } = await openProfile(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ada2');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(bodyOf(fetch, 1)).toEqual({
      username: 'ada2',
      email: 'ada@example.com',
      currentPassword: 'secret1',
    });

    answer({ status: 200, body: { user: { ...shopper, username: 'ada2' } } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByLabelText('Username')).toBeEnabled();
    expect(session.get().user?.username).toBe('ada2');
  });

  it('when a new password comes back with a new token, then the session keeps the new token', async () => {
    const { fetch, user } = await openProfile(() => ({
      status: 200,
      body: { user: shopper, token: 'new-token' },
    }));

    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();

    expect(bodyOf(fetch, 1)).toMatchObject({
      password: 'newpass1',
      confirmPassword: 'newpass1',
      currentPassword: 'secret1',
    });
    expect(readToken()).toBe('new-token');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('when the passwords differ, then a toast says so and nothing is sent', async () => {
    const { fetch, user } = await openProfile(() => ({ status: 200, body: { user: shopper } }));

    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass2');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ status: 409, body: { message: 'Email already in use' } }, 'Email already in use'],
    [{ status: 500 }, 'Failed to update profile. Please try again.'],
  ])('when saving fails, then a toast shows the server message or the default', async (failure, text) => {
    const { user } = await openProfile(() => failure);

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('when nothing that takes over the account changes, then no current password is asked for or sent', async () => {
    const { fetch, user } = await openProfile(() => ({ status: 200, body: { user: shopper } }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'x');
    expect(screen.getByLabelText('Current password')).toBeRequired();
    await user.type(screen.getByLabelText('Username'), '{Backspace}');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();
    expect(bodyOf(fetch, 1)).toEqual({ username: 'ada', email: 'ada@example.com' });
  });

  it('when the email changes, then the current password is required before anything is sent', async () => {
    const { fetch, user } = await openProfile(() => ({ status: 200, body: { user: shopper } }));

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@new.example.com');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();

    expect(screen.getByLabelText('Current password')).toBeInvalid();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'Enter your current password to change your email, username or password'],
    [403, 'Current password is incorrect'],
  ])(
    'when the server refuses the current password with %p, then its message is shown',
    async (status, message) => {
      const { user } = await openProfile(() => ({ status, body: { message } }));

      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), 'ada@new.example.com');
      await user.type(screen.getByLabelText('Current password'), 'wrong-one');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));
      await settle();

      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Current password')).toHaveValue('wrong-one');
      expect(session.get().user).toEqual(shopper);
    },
  );

  it('when Log out of all devices is pressed, then every session ends and the page is /login', async () => {
    const fetch = installFetch((url) =>
      url === '/api/users/logout-all' ? { status: 204 } : { status: 200, body: shopper },
    );
    const user = renderScreen(<ProfilePage />, '/profile');
    await settle();

    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await settle();

    expect(urlOf(fetch, 1)).toBe('/api/users/logout-all');
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'POST' });
    expect(session.get().user).toBeNull();
    expect(readToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('when logging out of all devices fails, then a toast says so and the session stays', async () => {
    installFetch((url) =>
      url === '/api/users/logout-all' ? { status: 500 } : { status: 200, body: shopper },
    );
    const user = renderScreen(<ProfilePage />, '/profile');
    await settle();

    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to log out of all devices. Please try again.',
    );
    expect(session.get().user).toEqual(shopper);
    expect(screen.getByRole('button', { name: 'Log out of all devices' })).toBeEnabled();
    expect(window.location.pathname).toBe('/profile');
  });

  it('when the profile cannot be fetched, then it asks to log in again and goes to /login', async () => {
    installFetch(() => ({ status: 401 }));
    renderScreen(<ProfilePage />, '/profile');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch profile. Please log in again.');
    expect(window.location.pathname).toBe('/login');
  });
});
