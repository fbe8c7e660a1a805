import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../src';

function shown(page: number, totalPages: number): string[] {
  const { container, unmount } = render(
    <Pagination page={page} totalPages={totalPages} onPageChange={() => {}} />,
  );
  const nav = container.querySelector('nav');
  const slots = nav
    ? [...nav.children]
        .filter((el) => !el.getAttribute('aria-label')?.endsWith('page'))
        .map((el) => (el.tagName === 'BUTTON' ? el.textContent! : '…'))
    : [];
  unmount();
  return slots;
}

test.each([
  [1, 10, ['1', '2', '3', '4', '5', '…', '10']],
  [5, 10, ['1', '…', '3', '4', '5', '6', '7', '…', '10']],
  [10, 10, ['1', '…', '6', '7', '8', '9', '10']],
  [3, 4, ['1', '2', '3', '4']],
  [4, 7, ['1', '2', '3', '4', '5', '6', '7']],
  [2, 10, ['1', '2', '3', '4', '5', '…', '10']],
  [8, 10, ['1', '…', '6', '7', '8', '9', '10']],
  [4, 10, ['1', '2', '3', '4', '5', '6', '…', '10']],
])('when on page %i of %i, then the pages shown are %j', (page, totalPages, expected) => {
  expect(shown(page, totalPages)).toEqual(expected);
});

test('when there is one page or none, then no pagination is shown', () => {
  expect(shown(1, 1)).toEqual([]);
  expect(shown(1, 0)).toEqual([]);
});

test('when a page number or a step button is pressed, then that page is asked for', async () => {
  const user = userEvent.setup();
  const onPageChange = jest.fn();
  render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });

  expect(within(nav).getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(nav).getByRole('button', { name: '10' }));
  await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
  await user.click(within(nav).getByRole('button', { name: 'Next page' }));

  expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
});

test('when on the first or last page, then the step beyond it is disabled', () => {
  const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
