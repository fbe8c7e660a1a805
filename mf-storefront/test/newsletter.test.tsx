import { screen } from '@testing-library/react';
import { installFetch, installPendingFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { ConfirmSubscriptionPage, UnsubscribePage } from '../src/features/newsletter';
import { bodyOf, renderScreen, resetBrowser, settle, urlOf } from './screen-harness';

describe('newsletter confirmation page', () => {
  beforeEach(() => resetBrowser('/newsletter/confirm'));

  it('when opened with a token, then it says Confirming your subscription... and POSTs the token once', async () => {
    const { fetch, answer } = installPendingFetch();
    renderScreen(<ConfirmSubscriptionPage />, '/newsletter/confirm?token=tok-123');
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    expect(document.title).toBe('Confirm subscription | Glow');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urlOf(fetch)).toBe('/api/newsletter/confirm');
    expect((fetch.mock.calls[0]![1] as RequestInit).method).toBe('POST');
    expect(bodyOf(fetch)).toEqual({ token: 'tok-123' });

    answer({ status: 200, body: { message: 'Your subscription is confirmed.' } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Your subscription is confirmed.');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('when the link is refused, then it shows the server message and offers no retry', async () => {
    installFetch(() => ({
      status: 400,
      body: { message: 'This confirmation link is invalid or has expired.' },
    }));
    renderScreen(<ConfirmSubscriptionPage />, '/newsletter/confirm?token=old');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when the link has no token, then it says the link is invalid without asking the server', async () => {
    const fetch = installFetch(() => ({ status: 200 }));
    renderScreen(<ConfirmSubscriptionPage />, '/newsletter/confirm');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the server fails, then it says so and Try again confirms', async () => {
    let attempt = 0;
    const fetch = installFetch(() =>
      ++attempt === 1
        ? { status: 503 }
        : { status: 200, body: { message: 'Your subscription is confirmed.' } },
    );
    const user = renderScreen(<ConfirmSubscriptionPage />, '/newsletter/confirm?token=tok-1');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not confirm your subscription. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('Your subscription is confirmed.');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('newsletter unsubscribe page', () => {
  beforeEach(() => resetBrowser('/newsletter/unsubscribe'));

  it('when opened, then nothing is sent until Unsubscribe is pressed; then Unsubscribing... and the server message', async () => {
    const { fetch, answer } = installPendingFetch();
    const user = renderScreen(<UnsubscribePage />, '/newsletter/unsubscribe?token=tok-9');
    await settle();

    expect(fetch).not.toHaveBeenCalled();
    expect(document.title).toBe('Unsubscribe | Glow');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(screen.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    expect(urlOf(fetch)).toBe('/api/newsletter/unsubscribe');
    expect(bodyOf(fetch)).toEqual({ token: 'tok-9' });
    answer({ status: 200, body: { message: 'You have been unsubscribed.' } });
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('You have been unsubscribed.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each<[string, FakeAnswer, string, boolean]>([
    [
      'refuses the link',
      { status: 400, body: { message: 'This unsubscribe link is invalid.' } },
      'This unsubscribe link is invalid.',
      false,
    ],
    ['fails', { status: 500 }, 'Could not unsubscribe. Please try again.', true],
  ])('when the server %s, then it says so', async (_, failure, text, canRetry) => {
    installFetch(() => failure);
    const user = renderScreen(<UnsubscribePage />, '/newsletter/unsubscribe?token=tok-9');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' }) !== null).toBe(canRetry);
  });

  it('when the link has no token, then it says This unsubscribe link is invalid. and offers no button', () => {
    renderScreen(<UnsubscribePage />, '/newsletter/unsubscribe');

    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
