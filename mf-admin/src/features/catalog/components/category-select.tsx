import { useId } from 'react';
import { ErrorBox } from '@glow/web-kit';
import { useAdminCategories } from '../api/get-categories';
import styles from './product-form.module.css';

export const categoriesFailure = 'Failed to load categories';

export interface CategorySelectProps {
  value: string;
  disabled: boolean;
  onChange: (categoryId: string) => void;
}

export function CategorySelect({ value, disabled, onChange }: CategorySelectProps) {
  const id = useId();
  const categories = useAdminCategories();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Category
      </label>
      <select
        id={id}
        className={styles.control}
        required
        value={value}
        disabled={disabled}
        aria-busy={categories.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a category</option>
        {categories.data?.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </select>
      {categories.isError && <ErrorBox text={categoriesFailure} />}
    </div>
  );
}
