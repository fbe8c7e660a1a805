import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories } from '@glow/web-kit';
import { installFetch, installPendingFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { Footer } from '../src/chrome/footer/footer';
import { openAt } from './chrome-test-kit';

beforeAll(async () => {
  installFetch(() => ({ status: 200, body: [] }));
  await act(() => categories.reload());
});

beforeEach(() => openAt('/'));

const subscribeCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => url === '/api/newsletter/subscribe') as [string, RequestInit][];

/** Categories answer as the footer needs them; the sign-up gets `answer`. */
function serve(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  return installFetch((url) => (url === '/api/newsletter/subscribe' ? answer() : { status: 200, body: [] }));
}

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<Footer />);
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

describe('footer newsletter sign-up', () => {
  it('when the footer shows, then it has the Newsletter heading, a labelled email field and Subscribe', () => {
    serve(() => ({ status: 202 }));
    render(<Footer />);

    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });

  it('when subscribing, then the button reads Subscribing... until the server answers with its message', async () => {
    const pending = installPendingFetch();
    await subscribe('ada@example.com');

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    const [url, init] = subscribeCalls(pending.fetch)[0]!;
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com' });

    pending.answer({ status: 202, body: { message: 'Check your inbox to confirm your subscription.' } });
    expect(await screen.findByText('Check your inbox to confirm your subscription.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each(['', 'ada@', 'ada example.com'])(
    'when the address is %j, then it says Invalid email address on the field, focuses it and sends nothing',
    async (email) => {
      const fetch = serve(() => ({ status: 202 }));
      await subscribe(email);

      const field = screen.getByLabelText('Email address');
      expect(field).toHaveAccessibleDescription('Invalid email address');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(subscribeCalls(fetch)).toEqual([]);
    },
  );

  it('when the address is corrected after an error, then the error goes', async () => {
    serve(() => ({ status: 202 }));
    const user = await subscribe('ada@');

    await user.type(screen.getByLabelText('Email address'), 'example.com');

    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });

  it.each<[string, () => FakeAnswer | Promise<FakeAnswer>, string]>([
    [
      'rate-limited (429)',
      () => ({ status: 429, body: { message: 'Too many subscription requests, please try again later' } }),
      'Too many subscription requests, please try again later',
    ],
    [
      'failed (500)',
      () => ({ status: 500, body: { message: 'Internal' } }),
      'Could not subscribe. Please try again.',
    ],
    [
      'unreachable',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Could not subscribe. Please try again.',
    ],
  ])('when the server is %s, then the footer says so and keeps the address', async (_, answer, text) => {
    serve(answer);
    await subscribe('ada@example.com');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });
});
