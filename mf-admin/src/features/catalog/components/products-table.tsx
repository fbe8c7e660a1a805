import { Link } from 'react-router-dom';
import { Button } from '@glow/web-kit';
import type { Product } from '@glow/contracts';
import { ProductPrice } from './product-price';
import { ProductStock } from './product-stock';
import { ProductThumb } from './product-thumb';
import { variantCountText } from './variant-count';
import styles from './products.module.css';

export interface ProductsTableProps {
  products: Product[];
  busy: boolean;
  onDelete: (product: Product) => void;
}

/** A table on wide screens; CSS turns each row into a card on narrow ones. */
export function ProductsTable({ products, busy, onDelete }: ProductsTableProps) {
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Name</th>
          <th scope="col">Price</th>
          <th scope="col">Category</th>
          <th scope="col">Stock</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product._id} className={styles.row}>
            <td className={styles.imageCell}>
              <ProductThumb product={product} />
            </td>
            <td className={styles.name}>
              {product.name}
              {variantCountText(product) && (
                <span className={styles.variants}>{variantCountText(product)}</span>
              )}
            </td>
            <td data-label="Price">
              <ProductPrice product={product} />
            </td>
            <td data-label="Category">{product.category?.name ?? '—'}</td>
            <td data-label="Stock">
              <ProductStock stock={product.stock} />
            </td>
            <td className={styles.actionsCell}>
              <div className={styles.actions}>
                <Link
                  className={styles.edit}
                  to={`/admin/products/edit/${product._id}`}
                  aria-label={`Edit ${product.name}`}
                >
                  Edit
                </Link>
                <Button
                  variant="danger"
                  aria-label={`Delete ${product.name}`}
                  onClick={() => onDelete(product)}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
