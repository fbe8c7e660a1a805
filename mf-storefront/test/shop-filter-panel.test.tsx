import { render, screen, within } from '@testing-library/react';
import { installFetch, resetCategoriesForTests } from '@glow/web-kit/testing';
import { FilterPanel } from '../src/features/shop/filter-panel';
import { noFilters } from '../src/features/shop/shop-filters';
import { settle } from './screen-harness';

function openPanel() {
  render(
    <FilterPanel filters={noFilters} currency="NGN" onChange={() => undefined} onReset={() => undefined} />,
  );
}

beforeEach(() => resetCategoriesForTests());

describe('shop filter panel categories', () => {
  it('when the categories load, then the Category select lists them after All Categories', async () => {
    installFetch(() => ({ status: 200, body: [{ _id: 'c1', name: 'Makeup', images: [] }] }));
    openPanel();
    await settle();

    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getByRole('option', { name: 'Makeup' })).toBeInTheDocument();
    expect(select).not.toHaveAccessibleDescription();
  });

  it('when the categories fail to load, then Failed to load categories. shows under the select and describes it', async () => {
    installFetch(() => ({ status: 500, body: {} }));
    openPanel();
    await settle();

    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAccessibleDescription('Failed to load categories.');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories']);
  });
});
