import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories } from '@glow/web-kit';
import { FloatingContacts } from '../src/chrome/contact/floating-contacts';
import { Footer } from '../src/chrome/footer/footer';
import { category, currentUrl, installApi, openAt } from './chrome-test-kit';

beforeEach(() => openAt('/'));

it('when a category is chosen in the footer select, then the products page opens filtered by it', async () => {
  installApi((url) =>
    url === '/api/categories'
      ? { status: 200, body: [category('Hair Care'), category('Skin Care')] }
      : { status: 404 },
  );
  render(<Footer />);

  const select = await screen.findByRole('combobox', { name: 'Shop by category' });
  await screen.findByRole('option', { name: 'Skin Care' });
  await userEvent.selectOptions(select, 'Skin Care');

  expect(currentUrl()).toBe('/products?category=Skin%20Care');
  expect(screen.getByRole('img', { name: 'SwiftNaija Courier' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Flutterwave' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Paystack' })).toBeInTheDocument();
  expect(screen.getByText(/Lagos/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('when the categories cannot be loaded, then the footer says Error loading categories.', async () => {
  installApi(() => ({ status: 500, body: { message: 'Database down' } }));
  await act(() => categories.reload());
  render(<Footer />);

  expect(screen.getByText('Error loading categories.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('when the floating WhatsApp button is shown, then it opens a chat prefilled with the information request', () => {
  render(<FloatingContacts />);

  const href = screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')!;
  const url = new URL(href);
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toBe('Hello! I would like to get more information.');
  expect(screen.getByRole('link', { name: 'Glow on Facebook' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Glow on Instagram' })).toHaveAttribute('target', '_blank');
});
