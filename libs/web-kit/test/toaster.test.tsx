import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '../src';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => toast.clear());
});

afterEach(() => jest.useRealTimers());

test('when a toast shows in the default toaster, then it closes after 5000 ms', () => {
  render(<Toaster />);

  act(() => void toast.success('Cart updated.'));
  expect(screen.getByRole('status')).toHaveTextContent('Cart updated.');

  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Cart updated.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Cart updated.')).not.toBeInTheDocument();
});

test('when a toast shows in the admin toaster, then it closes after 2000 ms', () => {
  render(<Toaster variant="admin" />);

  act(() => void toast.success('Banner order updated successfully.'));

  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByText('Banner order updated successfully.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Banner order updated successfully.')).not.toBeInTheDocument();
});

test('when a toast asks for its own duration, then it overrides the toaster default', () => {
  render(<Toaster />);

  act(() => void toast.info('Saved', { autoCloseMs: 1000 }));
  act(() => jest.advanceTimersByTime(1000));

  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('when errors and warnings show, then they are alerts; success and info are statuses', () => {
  render(<Toaster />);

  act(() => {
    toast.error('Failed to add to cart.');
    toast.warning('Low stock');
    toast.success('Removed from cart.');
    toast.info('Welcome');
  });

  expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
    expect.stringContaining('Failed to add to cart.'),
    expect.stringContaining('Low stock'),
  ]);
  expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
    expect.stringContaining('Removed from cart.'),
    expect.stringContaining('Welcome'),
  ]);
});

test('when the dismiss button is pressed, then the toast goes at once', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Toaster />);
  act(() => void toast.error('Failed to load cart.'));

  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

  expect(screen.queryByText('Failed to load cart.')).not.toBeInTheDocument();
});

test('when the same notice is raised twice while shown, then it shows once', () => {
  render(<Toaster />);

  act(() => {
    toast.error('Failed to load categories.');
    toast.error('Failed to load categories.');
  });

  expect(screen.getAllByText('Failed to load categories.')).toHaveLength(1);
});

test('when the toasters render, then each takes its own place (shop bottom-right, admin bottom-left dark)', () => {
  const { container, rerender } = render(<Toaster />);
  expect(container.querySelector('section')).toHaveClass('toaster', 'default');

  rerender(<Toaster variant="admin" />);
  expect(container.querySelector('section')).toHaveClass('toaster', 'admin');
});

test('when the admin area mounts its toaster under the shell one, then toasts show once, the admin way', () => {
  const { rerender } = render(<Toaster />);
  rerender(
    <>
      <Toaster />
      <Toaster variant="admin" />
    </>,
  );

  act(() => void toast.success('Cart cleared.'));
  expect(screen.getAllByText('Cart cleared.')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByText('Cart cleared.')).not.toBeInTheDocument();

  rerender(<Toaster />);
  act(() => void toast.info('Back in the shop'));
  expect(screen.getAllByText('Back in the shop')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Back in the shop')).toBeInTheDocument();
});
