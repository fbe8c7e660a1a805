import { productSorts, type ProductSort } from '@glow/contracts/browser';
import { useId, useState, type FormEvent } from 'react';
import { Button, currencySymbols, isSupportedCurrency, useCategories } from '@glow/web-kit';
import type { ShopFilters } from './shop-filters';
import styles from './filter-panel.module.css';

const sortLabels: Record<ProductSort, string> = {
  default: 'Default',
  newest: 'Newest',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  nameAsc: 'Name: A to Z',
  nameDesc: 'Name: Z to A',
};

/** 0–100 in steps of 5. */
const discountSteps = Array.from({ length: 21 }, (_, step) => String(step * 5));

interface FilterPanelProps {
  filters: ShopFilters;
  currency: string;
  onChange(change: Partial<ShopFilters>): void;
  onReset(): void;
}

/** Category, price range in the shopper's currency, discount and sort; every change applies at once. */
export function FilterPanel({ filters, currency, onChange, onReset }: FilterPanelProps) {
  const { categories, error: categoriesError } = useCategories();
  // A failed reload keeps the categories it had: the select still works, so no failure text then.
  const categoriesFailed = categoriesError !== null && categories.length === 0;
  const id = useId();
  const [minPrice, setMinPrice] = useState(filters.minPrice);
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice);
  // The bounds changed elsewhere (a currency change, Reset, Back): show them.
  const bounds = `${filters.minPrice}-${filters.maxPrice}`;
  const [shownBounds, setShownBounds] = useState(bounds);
  if (bounds !== shownBounds) {
    setShownBounds(bounds);
    setMinPrice(filters.minPrice);
    setMaxPrice(filters.maxPrice);
  }
  const symbol = isSupportedCurrency(currency) ? currencySymbols[currency] : currency;

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minPrice, maxPrice });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          aria-describedby={categoriesFailed ? `${id}-category-error` : undefined}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category._id} value={category.name}>
              {category.name}
            </option>
          ))}
        </select>
        {categoriesFailed && (
          <p id={`${id}-category-error`} className={styles.error}>
            {categoriesError}
          </p>
        )}
      </div>

      <form className={styles.prices} onSubmit={applyPrices} aria-label="Price range">
        <PriceField
          id={`${id}-min-price`}
          label={`Min Price (${symbol})`}
          value={minPrice}
          onChange={setMinPrice}
        />
        <PriceField
          id={`${id}-max-price`}
          label={`Max Price (${symbol})`}
          value={maxPrice}
          onChange={setMaxPrice}
        />
        <Button type="submit" variant="secondary">
          Apply Price
        </Button>
      </form>

      <div className={styles.field}>
        <label htmlFor={`${id}-min-discount`}>Minimum Discount</label>
        <select
          id={`${id}-min-discount`}
          value={filters.minDiscount || '0'}
          onChange={(event) => onChange({ minDiscount: event.target.value })}
        >
          {discountSteps.map((step) => (
            <option key={step} value={step}>
              {step === '0' ? 'Any' : `${step}% or more`}
            </option>
          ))}
        </select>
      </div>

      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.discountOnly}
          onChange={(event) => onChange({ discountOnly: event.target.checked })}
        />
        <span>Discounted products only</span>
      </label>

      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>Sort By</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
        >
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>

      <Button variant="ghost" onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A bound of the price range: a number of at least 0, cents allowed. */
function PriceField({ id, label, value, onChange }: PriceFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
