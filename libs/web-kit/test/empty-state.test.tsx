import { render, screen } from '@testing-library/react';
import { EmptyState, emptyStateActionClass } from '../src';

test('when a page has nothing to list, then it says so and offers the way on it was given', () => {
  render(
    <EmptyState text="Your cart is empty.">
      <a href="/products" className={emptyStateActionClass}>
        Continue Shopping
      </a>
    </EmptyState>,
  );

  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});

test('when there is no way on, then only the sentence shows', () => {
  render(<EmptyState text="No messages found." />);

  expect(screen.getByText('No messages found.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
