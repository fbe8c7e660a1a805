import { screen } from '@testing-library/react';
import { readToken, session } from '@glow/web-kit';
import { LoginPage } from '../src/features/auth';
import { installFetch, shopper, token } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, runTimerOf, settle, urlOf } from './screen-harness';

beforeEach(() => resetBrowser('/login'));

const loginBanner = {
  _id: 'b1',
  image: { url: '/uploads/welcome.webp', public_id: 'welcome' },
  link: '/favourites',
  order: 0,
  placement: 'login-page',
};

async function logIn(identifier: string, password: string) {
  const user = renderScreen(<LoginPage />, '/login');
  await user.type(screen.getByLabelText('Email or Username'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('when the screen opens, then it offers the fields, the links and the login-page banners', async () => {
    const fetch = installFetch((url) =>
      url.includes('/promotion-banners')
        ? { status: 200, body: [loginBanner] }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderScreen(<LoginPage />, '/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('img', { name: 'Promotion 1 of 1' })).toHaveAttribute(
      'src',
      '/uploads/welcome.webp',
    );
    expect(screen.getByRole('link', { name: 'Promotion 1 of 1' })).toHaveAttribute('href', '/favourites');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/promotion-banners?placement=login-page');
  });

  it('when the credentials are right, then it says so, signs in and goes home after 1 s', async () => {
    const fetch = installFetch(() => ({ status: 200, body: { token, user: shopper } }));

    await logIn('ada', 'secret1');

    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^Login successful! Redirecting...$/);
    expect(urlOf(fetch)).toBe('/api/users/login');
    expect(bodyOf(fetch)).toEqual({ identifier: 'ada', password: 'secret1' });
    expect(readToken()).toBe(token);
    expect(session.get().user).toEqual(shopper);
    expect(window.location.pathname).toBe('/login');
    runTimerOf(1000);
    expect(window.location.pathname).toBe('/');
  });

  it('when the server refuses with a message, then that message shows in the red box and nobody is signed in', async () => {
    installFetch(() => ({ status: 401, body: { message: 'Invalid credentials' } }));

    await logIn('ada', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(readToken()).toBeNull();
    await settle();
    expect(window.location.pathname).toBe('/login');
  });

  it('when the server fails without a message, then the red box reads Login failed', async () => {
    installFetch(() => ({ status: 500 }));

    await logIn('ada', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('when both fields are empty, then each says it is required, focus goes to the first and the server is not asked', async () => {
    const fetch = installFetch(() => ({
      status: 401,
      body: { message: 'Invalid email/username or password' },
    }));
    const user = renderScreen(<LoginPage />, '/login');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await settle();

    const identifier = screen.getByLabelText('Email or Username');
    const password = screen.getByLabelText('Password');
    expect(identifier).toHaveFocus();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Please enter your email or username.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(screen.queryByText('Invalid email/username or password')).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/users/login')).toHaveLength(0);
  });

  it('when only the password is empty, then focus goes to it; typing clears its message and the next submit signs in', async () => {
    const fetch = installFetch(() => ({ status: 200, body: { token, user: shopper } }));
    const user = renderScreen(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email or Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email or Username')).toHaveFocus();

    await user.clear(screen.getByLabelText('Email or Username'));
    await user.type(screen.getByLabelText('Email or Username'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(screen.getByLabelText('Email or Username')).not.toHaveAttribute('aria-invalid');

    await user.type(password, 'secret1');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await settle();

    expect(bodyOf(fetch)).toEqual({ identifier: 'ada', password: 'secret1' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Login successful! Redirecting...$/);
  });
});
