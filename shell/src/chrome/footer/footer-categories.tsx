import { useId, type ChangeEvent } from 'react';
import { navigate, useCategories } from '@glow/web-kit';
import { categoryHref } from '../mobile/category-href';
import styles from './footer.module.css';

export function FooterCategories() {
  const { categories, loading, error } = useCategories();
  const selectId = useId();
  if (error) return <p className={styles.error}>Error loading categories.</p>;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) navigate(categoryHref(event.target.value));
  };
  return (
    <>
      <label htmlFor={selectId} className={styles.heading}>
        Shop by category
      </label>
      <select id={selectId} className={styles.select} value="" onChange={onChange} disabled={loading}>
        <option value="">{loading ? 'Loading...' : 'Choose a category'}</option>
        {categories.map(({ _id, name }) => (
          <option key={_id} value={name}>
            {name}
          </option>
        ))}
      </select>
    </>
  );
}
