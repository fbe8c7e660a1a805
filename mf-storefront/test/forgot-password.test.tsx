import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ForgotPasswordPage } from '../src/features/auth';
import { installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { bodyOf, renderScreen, resetBrowser, runTimerOf, settle, urlOf } from './screen-harness';

beforeEach(() => resetBrowser('/forgot-password'));

const title = (name: string) => screen.getByRole('heading', { level: 1, name });

async function submit(user: UserEvent, fields: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
  await settle();
}

const sendEmail = (user: UserEvent) => submit(user, { Email: 'ada@example.com' }, 'Send Reset Code');
const sendCode = (user: UserEvent) => submit(user, { 'Verification Code': '  123456 ' }, 'Verify Code');
const sendPassword = (user: UserEvent) =>
  submit(user, { 'New Password': 'newpass1', 'Confirm New Password': 'newpass1' }, 'Reset Password');

describe('forgot-password wizard', () => {
  it('when every step succeeds, then it walks email, trimmed code and new password, then goes to /login after 2 s', async () => {
    const fetch = installFetch((url) => ({
      status: 200,
      body: url.endsWith('forgot-password') ? { message: 'Reset code sent to your email' } : {},
    }));
    const user = renderScreen(<ForgotPasswordPage />, '/forgot-password');

    expect(title('Reset Your Password')).toBeInTheDocument();
    await sendEmail(user);
    expect(urlOf(fetch, 0)).toBe('/api/users/forgot-password');
    expect(bodyOf(fetch, 0)).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Reset code sent to your email$/);
    expect(title('Verify Your Code')).toBeInTheDocument();

    await sendCode(user);
    expect(urlOf(fetch, 1)).toBe('/api/users/verify-reset-code');
    expect(bodyOf(fetch, 1)).toEqual({ code: '123456' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Code verified$/);
    expect(title('Create New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeRequired();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('minLength', '6');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('minLength', '6');

    await sendPassword(user);
    expect(urlOf(fetch, 2)).toBe('/api/users/reset-password');
    expect(bodyOf(fetch, 2)).toEqual({
      code: '123456',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Password reset successful. Redirecting to login...$/,
    );
    expect(window.location.pathname).toBe('/forgot-password');
    runTimerOf(2000);
    expect(window.location.pathname).toBe('/login');
  });

  it.each([
    ['sending the code', 'Failed to send reset code', 0],
    ['verifying the code', 'Invalid or expired code', 1],
    ['resetting the password', 'Failed to reset password', 2],
  ])(
    'when %s fails without a message, then the red box reads %s and the step stays',
    async (_, text, failing) => {
      let call = 0;
      installFetch((): FakeAnswer => (call++ === failing ? { status: 500 } : { status: 200, body: {} }));
      const user = renderScreen(<ForgotPasswordPage />, '/forgot-password');
      const steps = [sendEmail, sendCode, sendPassword].slice(0, failing + 1);

      for (const step of steps) await step(user);

      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
      expect(
        title(['Reset Your Password', 'Verify Your Code', 'Create New Password'][failing] ?? ''),
      ).toBeInTheDocument();
    },
  );

  it('when the server refuses the code with a message, then that message shows in the red box', async () => {
    let call = 0;
    installFetch(() =>
      call++ === 0 ? { status: 200, body: {} } : { status: 400, body: { message: 'Code expired' } },
    );
    const user = renderScreen(<ForgotPasswordPage />, '/forgot-password');

    await sendEmail(user);
    await sendCode(user);

    expect(screen.getByRole('alert')).toHaveTextContent(/^Code expired$/);
    expect(title('Verify Your Code')).toBeInTheDocument();
  });
});
