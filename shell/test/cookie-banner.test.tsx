import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from '../src/chrome/consent/cookie-banner';
import { callsTo, installApi } from './chrome-test-kit';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  document.cookie = 'consent=; max-age=0; path=/';
});

afterEach(() => jest.restoreAllMocks());

it('when the visitor accepts, then the banner hides, the cookie is saved for 365 days and the choice is posted once', async () => {
  const fetch = installApi(() => ({ status: 200, body: { message: 'Consent saved' } }));
  const cookieWrites = jest.spyOn(document, 'cookie', 'set');
  render(<CookieBanner />);

  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

  expect(banner()).not.toBeInTheDocument();
  expect(document.cookie).toContain('consent=accepted');
  expect(cookieWrites).toHaveBeenCalledWith('consent=accepted; max-age=31536000; path=/; SameSite=Lax');
  await waitFor(() => expect(callsTo(fetch, '/api/users/consent')).toHaveLength(1));
  const [, init] = callsTo(fetch, '/api/users/consent')[0]!;
  expect(init).toMatchObject({ method: 'POST', body: '{"consent":"accepted"}' });
});

it('when the cookie exists, then the banner stays hidden on every later render', async () => {
  installApi(() => ({ status: 200 }));
  const first = render(<CookieBanner />);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  first.unmount();

  const again = render(<CookieBanner />);
  again.rerender(<CookieBanner />);

  expect(document.cookie).toContain('consent=rejected');
  expect(banner()).not.toBeInTheDocument();
});

it('when the cookie is absent or unrecognised, then the banner is shown', () => {
  document.cookie = 'consent=maybe; path=/';
  render(<CookieBanner />);

  expect(banner()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

it('when posting the choice fails, then it is only logged and the banner still hides', async () => {
  const fetch = installApi(() => ({ status: 503, body: { message: 'User service unavailable' } }));
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error');
  render(<CookieBanner />);

  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));

  await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
  expect(callsTo(fetch, '/api/users/consent')).toHaveLength(1);
  expect(error).not.toHaveBeenCalled();
  expect(banner()).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('when the banner shows, then the page reserves room for it at the bottom, and gives it back once the visitor chose', async () => {
  installApi(() => ({ status: 200 }));
  const reserved = () => document.documentElement.style.getPropertyValue('--glow-consent-space');
  render(<CookieBanner />);
  expect(reserved()).toMatch(/^\d+px$/);

  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

  expect(reserved()).toBe('');
});
