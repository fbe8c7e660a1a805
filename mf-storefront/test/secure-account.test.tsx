import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { installFetch, installPendingFetch } from '@glow/web-kit/testing';
import { ForgotPasswordPage, SecureAccountPage } from '../src/features/auth';
import { bodyOf, renderScreen, resetBrowser, settle, urlOf } from './screen-harness';

const restored =
  'Your email address is restored and you are signed out everywhere. We sent a code to reset your password.';

beforeEach(() => resetBrowser('/secure-account'));

function openLink(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/secure-account" element={<SecureAccountPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    path,
  );
}
const title = (name: string) => screen.getByRole('heading', { level: 1, name });
const confirmButton = () => screen.getByRole('button', { name: 'Yes, secure my account' });

describe('secure-account page', () => {
  it('when the owner confirms, then the token is sent and the reset wizard opens at the code step with the message', async () => {
    const fetch = installFetch(() => ({
      status: 200,
      body: { message: restored, email: 'ada@example.com' },
    }));
    const user = openLink('/secure-account?token=tok-123');

    expect(title('Secure your account')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This restores your previous email address, signs out every device and sends a code to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // A reset before the email is back would send its code to the address that replaced it.
    expect(screen.queryByRole('link', { name: 'Reset your password' })).not.toBeInTheDocument();
    await user.click(confirmButton());
    await settle();

    expect(urlOf(fetch, 0)).toBe('/api/users/email-change/undo');
    expect(bodyOf(fetch, 0)).toEqual({ token: 'tok-123' });
    expect(title('Verify Your Code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(restored);
    expect(screen.getByText('The code went to ada@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveFocus();
  });

  it('when the call is under way, then the button says so and cannot be pressed again', async () => {
    const pending = installPendingFetch();
    const user = openLink('/secure-account?token=tok-123');
    await user.click(confirmButton());
    await settle();
    expect(screen.getByRole('button', { name: 'Securing your account...' })).toBeDisabled();
    pending.answer({ status: 400, body: { message: 'This link is invalid or has expired' } });
    await settle();
    expect(confirmButton()).toBeEnabled();
  });

  it.each([
    [400, 'This link is invalid or has expired'],
    [409, 'Your previous email address now belongs to another account'],
  ])('when the server answers %i, then its message is shown and the page stays', async (status, message) => {
    installFetch(() => ({ status, body: { message } }));
    const user = openLink('/secure-account?token=tok-123');
    await user.click(confirmButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(title('Secure your account')).toBeInTheDocument();
  });

  it('when the link has no token, then it says the link is invalid, offers no button and links to the reset', () => {
    const fetch = installFetch(() => ({ status: 200, body: {} }));
    openLink('/secure-account');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
