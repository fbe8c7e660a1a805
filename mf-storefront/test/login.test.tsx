import { screen } from '@testing-library/react';
import { session } from '@glow/web-kit';
import { LoginPage } from '../src/features/auth';
import { installFetch, shopper, token } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, runTimerOf, settle, urlOf } from './screen-harness';

beforeEach(() => resetBrowser('/login'));

async function logIn(identifier: string, password: string) {
  const user = renderScreen(<LoginPage />, '/login');
  await user.type(screen.getByLabelText('Email or Username'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('when the screen opens, then it offers the fields, the links and the login-page banner slot', () => {
    renderScreen(<LoginPage />, '/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(document.querySelector('[data-placement="login-page"]')).toBeEmptyDOMElement();
  });

  it('when the credentials are right, then it says so, signs in and goes home after 1 s', async () => {
    const fetch = installFetch(() => ({ status: 200, body: { token, user: shopper } }));

    await logIn('ada', 'secret1');

    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^Login successful! Redirecting...$/);
    expect(urlOf(fetch)).toBe('/api/users/login');
    expect(bodyOf(fetch)).toEqual({ identifier: 'ada', password: 'secret1' });
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(session.get().user).toEqual(shopper);
    expect(window.location.pathname).toBe('/login');
    runTimerOf(1000);
    expect(window.location.pathname).toBe('/');
  });

  it('when the server refuses with a message, then that message shows in the red box and nobody is signed in', async () => {
    installFetch(() => ({ status: 401, body: { message: 'Invalid credentials' } }));

    await logIn('ada', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(localStorage.getItem('authToken')).toBeNull();
    await settle();
    expect(window.location.pathname).toBe('/login');
  });

  it('when the server fails without a message, then the red box reads Login failed', async () => {
    installFetch(() => ({ status: 500 }));

    await logIn('ada', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });
});
