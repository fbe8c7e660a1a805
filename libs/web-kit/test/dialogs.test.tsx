import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Modal } from '../src';

test('when a modal is open, then it is a labelled dialog that Escape and the close button close', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(
    <Modal open title="Shipping details" onClose={onClose}>
      form
    </Modal>,
  );

  expect(screen.getByRole('dialog', { name: 'Shipping details' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(onClose).toHaveBeenCalledTimes(2);
});

test('when a modal is closed, then nothing is rendered', () => {
  render(
    <Modal open={false} title="Hidden" onClose={() => {}}>
      form
    </Modal>,
  );

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('when a confirmation is answered, then confirm and cancel call their handlers', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete product"
      message="Delete this product?"
      confirmLabel="Delete"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );

  expect(screen.getByRole('dialog', { name: 'Delete product' })).toHaveTextContent('Delete this product?');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('when a confirmation is busy, then its buttons are disabled', () => {
  render(<ConfirmDialog open busy title="Delete" message="Sure?" onConfirm={() => {}} onCancel={() => {}} />);

  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

test('when a modal is open, then Tab and Shift+Tab go round its controls and never reach the page behind', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Behind</button>
      <Modal open title="Delete image" onClose={() => {}} footer={<button type="button">Yes</button>}>
        <input aria-label="Reason" />
      </Modal>
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete image' });

  expect(dialog).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Behind' })).not.toHaveFocus();
});
