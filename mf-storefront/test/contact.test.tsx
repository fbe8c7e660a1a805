import { screen } from '@testing-library/react';
import { installFetch, installPendingFetch, type FakeAnswer } from '@glow/web-kit/testing';
import { ContactPage } from '../src/features/contact';
import { bodyOf, renderScreen, resetBrowser, settle } from './screen-harness';

beforeEach(() => resetBrowser('/contact'));

const filled = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Order question',
  message: 'Where is my parcel?',
};

async function fillAndSend(values: Partial<typeof filled> = filled) {
  const user = renderScreen(<ContactPage />, '/contact');
  const labels = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;
  for (const [field, text] of Object.entries(values))
    if (text) await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), text);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('contact screen', () => {
  it('when the page opens, then it is Contact Us with four labelled, required fields', () => {
    renderScreen(<ContactPage />, '/contact');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(document.title).toBe('Contact Us | Glow');
  });

  it('when sending, then the button reads Sending... and is disabled; on success the form clears', async () => {
    const { fetch, answer } = installPendingFetch();
    await fillAndSend();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetch.mock.calls[0]![0]).toBe('/api/contact');
    expect(bodyOf(fetch)).toEqual(filled);

    answer({ status: 200, body: { message: 'Message sent successfully!' } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('when fields are empty, then each says what is missing, the first gets the focus, and nothing is sent', async () => {
    const fetch = installFetch(() => ({ status: 200 }));
    await fillAndSend({ email: 'ada@example.com' });

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the email is malformed, then it says Invalid email address on that field and focuses it', async () => {
    const fetch = installFetch(() => ({ status: 200 }));
    await fillAndSend({ ...filled, email: 'ada@example' });

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the field in error is corrected, then its error goes', async () => {
    installFetch(() => ({ status: 200 }));
    const user = await fillAndSend({ ...filled, name: '' });

    await user.type(screen.getByLabelText('Name'), 'Ada');

    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });

  it.each<[string, FakeAnswer, string]>([
    ['refused (400)', { status: 400, body: { message: 'Message is required' } }, 'Message is required'],
    [
      'rate-limited (429)',
      { status: 429, body: { message: 'Too many messages sent, please try again later' } },
      'Too many messages sent, please try again later',
    ],
    ['refused without a reason', { status: 400 }, 'Something went wrong. Please try again.'],
    [
      'failed (500)',
      { status: 500, body: { message: 'Internal' } },
      'Something went wrong. Please try again.',
    ],
    ['failed (503)', { status: 503 }, 'Something went wrong. Please try again.'],
  ])(
    'when the server answers %s, then the form says so and keeps what was typed',
    async (_, failure, text) => {
      installFetch(() => failure);
      await fillAndSend();
      await settle();

      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByLabelText('Name')).toHaveValue('Ada Obi');
    },
  );

  it('when the server cannot be reached, then it says An error occurred. Please try again later.', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillAndSend();
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
