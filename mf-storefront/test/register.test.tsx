import { screen } from '@testing-library/react';
import { readToken } from '@glow/web-kit';
import { RegisterPage } from '../src/features/auth';
import { installFetch, shopper, token } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, runTimerOf, settle, urlOf } from './screen-harness';

beforeEach(() => resetBrowser('/register'));

async function registerWith(password: string, confirmation: string) {
  const user = renderScreen(<RegisterPage />, '/register');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await settle();
}

describe('register screen', () => {
  it('when the screen opens, then it asks for four required fields with an email field and two toggles', () => {
    renderScreen(<RegisterPage />, '/register');

    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('when the account is created, then it says so and goes to /login after 2 s without signing in', async () => {
    const fetch = installFetch(() => ({ status: 201, body: { token, user: shopper } }));

    await registerWith('secret1', 'secret1');

    expect(screen.getByRole('status')).toHaveTextContent(
      /^Registration successful! Redirecting to login...$/,
    );
    expect(urlOf(fetch)).toBe('/api/users/register');
    expect(bodyOf(fetch)).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(readToken()).toBeNull();
    expect(window.location.pathname).toBe('/register');
    runTimerOf(2000);
    expect(window.location.pathname).toBe('/login');
  });

  it('when the passwords differ, then the red box says so and nothing is sent', async () => {
    const fetch = installFetch(() => ({ status: 201, body: { token, user: shopper } }));

    await registerWith('secret1', 'secret2');

    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the server refuses with a message, then that message shows in the red box', async () => {
    installFetch(() => ({ status: 400, body: { message: 'User already exists' } }));

    await registerWith('secret1', 'secret1');

    expect(screen.getByRole('alert')).toHaveTextContent(/^User already exists$/);
    await settle();
    expect(window.location.pathname).toBe('/register');
  });

  it('when the server fails without a message, then the red box reads Registration failed', async () => {
    installFetch(() => ({ status: 500 }));

    await registerWith('secret1', 'secret1');

    expect(screen.getByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });
});
