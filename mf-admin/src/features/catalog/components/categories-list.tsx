import { Button, ErrorBox, Spinner } from '@glow/web-kit';
import type { Category } from '@glow/contracts';
import { useAdminCategories } from '../api/get-categories';
import { imageUrl } from './image-url';
import styles from './categories.module.css';

export const loadFailure = 'Failed to load categories.';

export interface CategoriesListProps {
  labelledBy: string;
  busy: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

export function CategoriesList({ labelledBy, busy, onEdit, onDelete }: CategoriesListProps) {
  const categories = useAdminCategories();
  if (categories.isPending) return <Spinner label="Loading categories..." />;
  if (categories.isError) return <ErrorBox text={loadFailure} />;
  if (categories.data.length === 0) return <p className={styles.empty}>No categories available.</p>;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {categories.data.map((category) => (
        <li key={category._id} className={styles.card}>
          {category.images[0] ? (
            <img className={styles.cardImage} src={imageUrl(category.images[0], 400)} alt={category.name} />
          ) : (
            <span className={`${styles.cardImage} ${styles.noImage}`}>No Image</span>
          )}
          <div className={styles.cardBody}>
            <h3 className={styles.cardName}>{category.name}</h3>
            <p className={styles.cardCount}>
              {category.images.length === 1 ? '1 image' : `${category.images.length} images`}
            </p>
            <div className={styles.cardActions}>
              <Button
                variant="secondary"
                aria-label={`Edit ${category.name}`}
                disabled={busy}
                onClick={() => onEdit(category)}
              >
                Edit
              </Button>
              <Button
                variant="danger"
                aria-label={`Delete ${category.name}`}
                disabled={busy}
                onClick={() => onDelete(category)}
              >
                Delete
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
