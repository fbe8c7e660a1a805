import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '../src';

test('when the password toggle is pressed, then the password shows and then hides again', async () => {
  const user = userEvent.setup();
  render(<Input label="Password" type="password" name="password" />);
  const field = screen.getByLabelText('Password');
  await user.type(field, 'secret1');

  expect(field).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field).toHaveAttribute('type', 'text');
  expect(field).toHaveValue('secret1');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field).toHaveAttribute('type', 'password');
});

test('when the field is not a password, then there is no toggle', () => {
  render(<Input label="Email or Username" name="identifier" />);

  expect(screen.getByLabelText('Email or Username')).toHaveAttribute('type', 'text');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('when the field has an error, then it is marked invalid and described by the message', () => {
  render(<Input label="Email" type="email" error="Email is required" />);

  const field = screen.getByLabelText('Email');
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription('Email is required');
});

test('when the field has a hint, then it is described by the hint, and by the error too when there is one', () => {
  const { rerender } = render(<Input label="Stock" hint="Leave empty to not track" />);
  expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription('Leave empty to not track');

  rerender(<Input label="Stock" hint="Leave empty to not track" error="Must be whole" />);
  expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription(
    'Leave empty to not track Must be whole',
  );
});
