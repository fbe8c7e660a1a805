import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ApiError,
  Spinner,
  errorText,
  readRecentlyViewed,
  rememberViewed,
  useDocumentTitle,
} from '@glow/web-kit';
import {
  alsoViewedQuery,
  byIdsQuery,
  productFailed,
  productQuery,
  recordView,
  relatedQuery,
  useLiveReviews,
} from './product-api';
import styles from './product-detail.module.css';
import { ProductList } from './product-list';
import { ProductSummary } from './product-summary';
import { ReviewsSection } from './reviews-section';

export const productNotFound = 'Product not found';

export function ProductDetailPage() {
  const id = useParams().id ?? '';
  const product = useQuery(productQuery(id));
  const related = useQuery({ ...relatedQuery(id), enabled: product.isSuccess });
  const alsoViewed = useQuery({ ...alsoViewedQuery(id), enabled: product.isSuccess });
  const [recentIds] = useState(() =>
    readRecentlyViewed()
      .filter((seen) => seen !== id)
      .slice(0, 6),
  );
  const recent = useQuery({ ...byIdsQuery(recentIds), enabled: product.isSuccess });
  useLiveReviews(id);
  const missing = product.error instanceof ApiError && product.error.status === 404;
  useDocumentTitle(
    product.data?.name ?? (product.isError ? (missing ? productNotFound : productFailed) : 'Product'),
  );

  const found = product.isSuccess;
  useEffect(() => {
    if (!found) return;
    rememberViewed(id);
    recordView(id);
  }, [found, id]);

  if (product.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner label="Loading product..." />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.name}>{missing ? productNotFound : errorText(product.error, productFailed)}</h1>
        <Link to="/products">Back to the shop</Link>
      </div>
    );
  }
  const { category } = product.data;
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {category && (
            <li>
              <Link to={`/products?category=${encodeURIComponent(category.name)}`}>{category.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.data.name}</li>
        </ol>
      </nav>
      <ProductSummary key={id} product={product.data} />
      <ReviewsSection productId={id} />
      <ProductList title="Related Products" query={related} />
      <ProductList title="Customers Also Viewed" query={alsoViewed} />
      <ProductList title="Recently Viewed" query={recent} />
    </div>
  );
}

/** A new product (a related card clicked) is a new page: its state starts afresh. */
export function ProductDetailRoute() {
  const id = useParams().id ?? '';
  return <ProductDetailPage key={id} />;
}
