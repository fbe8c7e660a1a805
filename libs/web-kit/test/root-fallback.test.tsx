import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootFallback } from '../src';

test('when an app fails, then the fallback shows the spec texts and Refresh Page reloads', async () => {
  const onRefresh = jest.fn();
  render(<RootFallback onRefresh={onRefresh} />);

  expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  expect(
    screen.getByText('Please try refreshing the page or contact support if the problem persists.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));

  expect(onRefresh).toHaveBeenCalledTimes(1);
});
