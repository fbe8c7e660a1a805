import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { readToken, session } from '@glow/web-kit';
import { admin, installFetch, shopper, token, type FakeAnswer } from '@glow/web-kit/testing';
import { ProfilePage } from '../src/features/profile';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-000${i}`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Glow:boss%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Glow',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

type Route = (init: RequestInit) => FakeAnswer;

/** The profile of `user`, with the two-factor calls answered by `routes` (method and path). */
async function openProfile(user = admin, routes: Record<string, Route> = {}) {
  session.login(token, user);
  const fetch = installFetch((url, init) => {
    const route = routes[`${init.method ?? 'GET'} ${url}`];
    if (route) return route(init);
    if (url === '/api/users/profile') return { status: 200, body: user };
    return { status: 404, body: { message: 'Not found' } };
  });
  const events = renderScreen(<ProfilePage />, '/profile');
  await settle();
  return { fetch, user: events };
}

const off = { status: 200, body: { enrolled: false, recoveryCodesLeft: 0, required: false } };
const on = { status: 200, body: { enrolled: true, recoveryCodesLeft: 10, required: false } };
const sentBody = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

beforeEach(() => resetBrowser('/profile'));

describe('profile: two-factor sign-in', () => {
  it('when a shopper opens the profile, then there is no two-factor section', async () => {
    await openProfile(shopper);
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('when an admin sets it up, then the QR code and key show, a code confirms, and the recovery codes are shown once until saved', async () => {
    let status: FakeAnswer = off;
    const sent: unknown[] = [];
    const { user } = await openProfile(admin, {
      'GET /api/users/mfa': () => status,
      'POST /api/users/mfa/enrol': (init) => (sent.push(sentBody(init)), { status: 200, body: enrolment }),
      'POST /api/users/mfa/confirm': (init) => {
        sent.push(sentBody(init));
        status = on;
        return { status: 200, body: { recoveryCodes, token: 'mfa-token', expiresIn: 900, user: admin } };
      },
    });
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(section).toHaveAttribute('id', 'two-factor');

    await user.type(within(section).getByLabelText('Current password'), 'secret1');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await settle();
    expect(
      within(section).getByRole('img', { name: 'QR code to add Glow to your authenticator app' }),
    ).toHaveAttribute('src', enrolment.qrCode);
    expect(within(section).getByText(enrolment.secret)).toBeInTheDocument();
    const code = within(section).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123 456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(sent).toEqual([{ password: 'secret1' }, { code: '123456' }]);
    expect(readToken()).toBe('mfa-token');

    const list = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(section).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'glow-recovery-codes.txt',
    );
    const clipboard = { writeText: jest.fn(async () => undefined) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
    const { violations } = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);

    const done = within(section).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);
    await settle();

    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Two-factor sign-in is on. You will be asked for a code when you sign in.',
    );
    expect(within(section).getByText(/10 recovery codes left\./)).toBeInTheDocument();
  });

  it('when the confirmation code is wrong, then the server says so and the set-up stays open', async () => {
    const { user } = await openProfile(admin, {
      'GET /api/users/mfa': () => off,
      'POST /api/users/mfa/enrol': () => ({ status: 200, body: enrolment }),
      'POST /api/users/mfa/confirm': () => ({
        status: 403,
        body: { message: 'Invalid authentication code' },
      }),
    });
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await settle();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('when it is on and not required, then the password and a code turn it off', async () => {
    let status: FakeAnswer = on;
    let sent: unknown;
    const { user } = await openProfile(admin, {
      'GET /api/users/mfa': () => status,
      'DELETE /api/users/mfa': (init) => {
        sent = sentBody(init);
        status = off;
        return { status: 200, body: { enrolled: false } };
      },
    });
    expect(screen.getByText(/Two-factor sign-in is on\. 10 recovery codes left\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await settle();

    expect(sent).toEqual({ password: 'secret1', code: '654321' });
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is off.');
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('when it is required for admins, then it cannot be turned off and the set-up says admin pages need it', async () => {
    await openProfile(admin, {
      'GET /api/users/mfa': () => ({
        status: 200,
        body: { enrolled: true, recoveryCodesLeft: 3, required: true },
      }),
    });
    expect(screen.getByText('Admin accounts need it here, so it cannot be turned off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});
