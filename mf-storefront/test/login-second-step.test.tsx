import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { session } from '@glow/web-kit';
import { admin, installFetch, token } from '@glow/web-kit/testing';
import { LoginPage } from '../src/features/auth';
import { bodyOf, renderScreen, resetBrowser, runTimerOf, settle, urlOf } from './screen-harness';

beforeEach(() => resetBrowser('/login'));

const secondStep = { mfaRequired: true, mfaToken: 'challenge-1', expiresIn: 300 };

/** The login answers that a code is owed; the code call answers `onCode`. */
async function passwordAccepted(onCode: (body: unknown) => { status: number; body?: unknown }) {
  const fetch = installFetch((url, init) => {
    if (url.endsWith('/users/login')) return { status: 200, body: secondStep };
    if (url.endsWith('/users/login/mfa')) return onCode(JSON.parse(String(init.body)));
    return { status: 404, body: { message: 'Not found' } };
  });
  const user = renderScreen(<LoginPage />, '/login');
  await user.type(screen.getByLabelText('Email or Username'), 'boss');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await settle();
  return { fetch, user };
}

describe('login second step (two-factor sign-in)', () => {
  it('when the password is right and the account has a second factor, then it asks for the code in a focused numeric field and signs in nobody yet', async () => {
    await passwordAccepted(() => ({ status: 500 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(session.get().user).toBeNull();
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
  });

  it('when the code is right, then it finishes the sign-in as the password login does', async () => {
    const { fetch, user } = await passwordAccepted(() => ({ status: 200, body: { token, user: admin } }));

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();

    expect(urlOf(fetch, 1)).toBe('/api/users/login/mfa');
    expect(bodyOf(fetch, 1)).toEqual({ mfaToken: 'challenge-1', code: '123456' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Login successful! Redirecting...$/);
    expect(session.get().user).toEqual(admin);
    runTimerOf(1000);
    expect(window.location.pathname).toBe('/');
  });

  it('when the code is wrong, then the server says so in words and the code can be typed again', async () => {
    const { user } = await passwordAccepted(() => ({
      status: 401,
      body: { message: 'Invalid authentication code' },
    }));

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(session.get().user).toBeNull();
  });

  it('when the admin has no phone, then a recovery code can be used instead', async () => {
    const { fetch, user } = await passwordAccepted(() => ({ status: 200, body: { token, user: admin } }));

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, ' ABCD-EFGH-JKMN-PQRS ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();

    expect(bodyOf(fetch, 1)).toEqual({ mfaToken: 'challenge-1', recoveryCode: 'ABCD-EFGH-JKMN-PQRS' });
    expect(session.get().user).toEqual(admin);
  });

  it('when the admin goes back, then the password form shows again, empty', async () => {
    const { user } = await passwordAccepted(() => ({ status: 500 }));

    await user.click(screen.getByRole('button', { name: 'Back to login' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
