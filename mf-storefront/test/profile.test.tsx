import { screen } from '@testing-library/react';
import { session } from '@glow/web-kit';
import { ProfilePage } from '../src/features/profile';
import { installFetch, type FakeAnswer, shopper, token } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, settle } from './screen-harness';

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
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(bodyOf(fetch, 1)).toEqual({ username: 'ada2', email: 'ada@example.com' });

    answer({ status: 200, body: { user: { ...shopper, username: 'ada2' } } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByLabelText('Username')).toBeEnabled();
    expect(session.get().user?.username).toBe('ada2');
  });

  it('when a new password comes back with a new token, then the token is stored', async () => {
    const { fetch, user } = await openProfile(() => ({
      status: 200,
      body: { user: shopper, token: 'new-token' },
    }));

    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();

    expect(bodyOf(fetch, 1)).toMatchObject({ password: 'newpass1', confirmPassword: 'newpass1' });
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it('when the passwords differ, then a toast says so and nothing is sent', async () => {
    const { fetch, user } = await openProfile(() => ({ status: 200, body: { user: shopper } }));

    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass2');
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

  it('when the profile cannot be fetched, then it asks to log in again and goes to /login', async () => {
    installFetch(() => ({ status: 401 }));
    renderScreen(<ProfilePage />, '/profile');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch profile. Please log in again.');
    expect(window.location.pathname).toBe('/login');
  });
});
